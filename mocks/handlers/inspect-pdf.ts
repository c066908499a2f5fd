import type { LocalEngines } from '../local-engines';
import { inspectPdfCall, inspectPdfOperation } from '../../src/contract/repair-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';

/**
 * POST /api/inspect-pdf — an addition to the spec's calls, for Repair's "checking" state: the file is
 * examined and its problems listed before anything is changed. Answers {filename, pages, problems, engineMessages}.
 */
export default function inspectPdfHandler(engines: LocalEngines) {
  return route(inspectPdfCall, async (job) => ({ filename: job.files[0].name, ...(await runTool(engines, inspectPdfOperation, job)).facts }));
}
