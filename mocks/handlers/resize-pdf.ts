import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { resizePdfCall, resizePdfOperation } from '../../src/contract/resize-pdf';

/** POST /api/resize-pdf?mode=scale&paper=a4&fit=fit… or ?mode=margins&binding=15… — the resized PDF. */
export default function resizePdfHandler(engines: LocalEngines) {
  return route(resizePdfCall, async (job) => storedItems((await runTool(engines, resizePdfOperation, job)).outputs));
}
