import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToHtmlCall, pdfToHtmlOperation } from '../../src/contract/pdf-to-office';

/** POST /api/convert-from-pdf?type=html[&pages=…] — one .html, its pictures inside it. */
export default function convertFromPdfHtmlHandler(engines: LocalEngines) {
  return route(pdfToHtmlCall, async (job) => storedItems((await runTool(engines, pdfToHtmlOperation, job)).outputs));
}
