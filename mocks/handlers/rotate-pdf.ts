import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { rotatePdfCall, rotatePdfOperation } from '../../src/contract/rotate-pdf';

/** POST /api/rotate-pdf?which=all&angle=90 — the PDF with the chosen pages turned. */
export default function rotatePdfHandler(engines: LocalEngines) {
  return route(rotatePdfCall, async (job) => storedItems((await runTool(engines, rotatePdfOperation, job)).outputs));
}
