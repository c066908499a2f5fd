import type { LocalEngines } from '../local-engines';
import { scanPdfRisksCall, scanPdfRisksOperation } from '../../src/contract/sanitize-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/scan-pdf-risks — what a PDF carries besides its pages, counted by kind. */
export default function scanPdfRisksHandler(engines: LocalEngines) {
  return route(scanPdfRisksCall, async (job) => ({ filename: job.files[0].name, ...(await runTool(engines, scanPdfRisksOperation, job)).facts }));
}
