import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { organizePdfCall, organizePdfOperation } from '../../src/contract/organize-pdf';

/** POST /api/organize-pdf?order=3,1,2&rotate=1:90,4:180 — pages left out of the order are removed. */
export default function organizePdfHandler(engines: LocalEngines) {
  return route(organizePdfCall, async (job) => storedItems((await runTool(engines, organizePdfOperation, job)).outputs));
}
