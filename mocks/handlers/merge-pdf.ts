import type { LocalEngines } from '../local-engines';
import { mergePdfCall, mergePdfsOperation } from '../../src/contract/merge-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/merge-pdf — every `file` field, in the user's order, becomes one PDF. */
export default function mergePdfHandler(engines: LocalEngines) {
  return route(mergePdfCall, async (job) => storedItems((await runTool(engines, mergePdfsOperation, job)).outputs));
}
