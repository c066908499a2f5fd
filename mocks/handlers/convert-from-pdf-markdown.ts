import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToMarkdownCall, pdfToMarkdownOperation } from '../../src/contract/pdf-to-office';

/** POST /api/convert-from-pdf?type=markdown[&pages=…] — one .md, or a ZIP of it and its pictures. */
export default function convertFromPdfMarkdownHandler(engines: LocalEngines) {
  return route(pdfToMarkdownCall, async (job) => storedItems((await runTool(engines, pdfToMarkdownOperation, job)).outputs));
}
