import type { LocalEngines } from '../local-engines';
import { findTextCall, findTextOperation } from '../../src/contract/find-text';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/find-text — `file`; mode=words&text=… or mode=email or mode=number: matches with page and box. */
export default function findTextHandler(engines: LocalEngines) {
  return route(findTextCall, async (job) => (await runTool(engines, findTextOperation, job)).facts);
}
