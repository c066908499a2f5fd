import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToDataCall, pdfToDataOperation } from '../../src/contract/pdf-to-data';

/** POST /api/convert-from-pdf?type=data&format=base64|raw|json|xml|yaml[&dataUri=true][&pages=…] — one text file. */
export default function convertFromPdfDataHandler(engines: LocalEngines) {
  return route(pdfToDataCall, async (job) => storedItems((await runTool(engines, pdfToDataOperation, job)).outputs));
}
