import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToPowerpointCall, pdfToPowerpointOperation } from '../../src/contract/pdf-to-office';

/** POST /api/convert-from-pdf?type=powerpoint[&pages=…] — one .pptx, a slide per page. */
export default function convertFromPdfPowerpointHandler(engines: LocalEngines) {
  return route(pdfToPowerpointCall, async (job) => storedItems((await runTool(engines, pdfToPowerpointOperation, job)).outputs));
}
