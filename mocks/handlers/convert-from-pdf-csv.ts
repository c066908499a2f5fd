import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToCsvCall, pdfToCsvOperation } from '../../src/contract/pdf-to-office';

/** POST /api/convert-from-pdf?type=csv[&pages=…] — one .csv, or a ZIP of one per table. */
export default function convertFromPdfCsvHandler(engines: LocalEngines) {
  return route(pdfToCsvCall, async (job) => storedItems((await runTool(engines, pdfToCsvOperation, job)).outputs));
}
