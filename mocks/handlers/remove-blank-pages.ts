import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { removeBlankPagesCall, removeBlankPagesOperation } from '../../src/contract/remove-blank-pages';

/** POST /api/remove-blank-pages?threshold=0.5[&pages=3,7] — the PDF without its blank (or marked) pages. */
export default function removeBlankPagesHandler(engines: LocalEngines) {
  return route(removeBlankPagesCall, async (job) => storedItems((await runTool(engines, removeBlankPagesOperation, job)).outputs));
}
