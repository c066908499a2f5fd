import type { LocalEngines } from '../local-engines';
import { pdfToWordOperation, readPdfToOfficeQuery } from '../../src/contract/pdf-to-office';
import { convertFromPdfRoute } from '../convert-from-pdf-route';
import { convertedResponse } from '../converted-response';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';

/** POST /api/convert-from-pdf?type=word[&pages=…] — one .docx. */
export default function convertFromPdfWordHandler(engines: LocalEngines) {
  return convertFromPdfRoute('word', (request) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readPdfToOfficeQuery, request);
    const file = await readOnePdf(await request.formData());
    return convertedResponse(await engines.run(pdfToWordOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
