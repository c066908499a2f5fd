import type { LocalEngines } from '../local-engines';
import { headerFooterCall, headerFooterOperation } from '../../src/contract/header-footer';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/header-footer — each PDF stamped, in the order sent, and the Bates log when Bates numbers were written. */
export default function headerFooterHandler(engines: LocalEngines) {
  return route(headerFooterCall, async (job) => storedItems((await runTool(engines, headerFooterOperation, job)).outputs));
}
