import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToExcelCall, pdfToExcelOperation } from '../../src/contract/pdf-to-office';

/** POST /api/convert-from-pdf?type=excel[&pages=…] — one .xlsx, a sheet per table found. */
export default function convertFromPdfExcelHandler(engines: LocalEngines) {
  return route(pdfToExcelCall, async (job) => storedItems((await runTool(engines, pdfToExcelOperation, job)).outputs));
}
