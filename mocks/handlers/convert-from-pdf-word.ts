import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToWordCall, pdfToWordOperation } from '../../src/contract/pdf-to-office';

/** POST /api/convert-from-pdf?type=word[&pages=…] — one .docx. */
export default function convertFromPdfWordHandler(engines: LocalEngines) {
  return route(pdfToWordCall, async (job) => storedItems((await runTool(engines, pdfToWordOperation, job)).outputs));
}
