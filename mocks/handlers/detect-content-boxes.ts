import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { detectContentBoxesCall, detectContentBoxesOperation } from '../../src/contract/crop-margins';

/** POST /api/crop-margins/detect — each page's content box, for the preview. */
export default function detectContentBoxesHandler(engines: LocalEngines) {
  return route(detectContentBoxesCall, async (job) => (await runTool(engines, detectContentBoxesOperation, job)).facts);
}
