import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { removePagesCall, removePagesOperation } from '../../src/contract/remove-pages';

/** POST /api/remove-pages?pages=2,4-5 — the PDF without those pages. */
export default function removePagesHandler(engines: LocalEngines) {
  return route(removePagesCall, async (job) => storedItems((await runTool(engines, removePagesOperation, job)).outputs));
}
