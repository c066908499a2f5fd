import type { LocalEngines } from '../local-engines';
import { readPageLabelsCall, readPageLabelsOperation } from '../../src/contract/page-labels';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/read-page-labels — the label ranges a PDF has, and its page count. */
export default function readPageLabelsHandler(engines: LocalEngines) {
  return route(readPageLabelsCall, async (job) => ({ filename: job.files[0].name, ...(await runTool(engines, readPageLabelsOperation, job)).facts }));
}
