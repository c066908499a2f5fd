import type { LocalEngines } from '../local-engines';
import { extractImagesCall, extractImagesOperation } from '../../src/contract/extract-images';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/extract-images?minSize=16 — every image of the PDF once, JPEGs as stored, others as PNG. */
export default function extractImagesHandler(engines: LocalEngines) {
  return route(extractImagesCall, async (job) => storedItems((await runTool(engines, extractImagesOperation, job)).outputs));
}
