import type { LocalEngines } from '../local-engines';
import { flattenPdfCall, flattenPdfOperation } from '../../src/contract/flatten-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/flatten-pdf?what=…&dpi=… — the PDF with its fields and annotations drawn into the pages, or as pictures. */
export default function flattenPdfHandler(engines: LocalEngines) {
  return route(flattenPdfCall, async (job) => storedItems((await runTool(engines, flattenPdfOperation, job)).outputs));
}
