import type { LocalEngines } from '../local-engines';
import { fileSize } from '../../src/contract/named-file';
import { pdfReportCall, pdfReportOperation } from '../../src/contract/pdf-report';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/pdf-report — what the PDF is made of, read only. */
export default function pdfReportHandler(engines: LocalEngines) {
  return route(pdfReportCall, async (job) => ({ filename: job.files[0].name, size: fileSize(job.files[0]), ...(await runTool(engines, pdfReportOperation, job)).facts }));
}
