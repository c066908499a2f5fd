import type { LocalEngines } from '../local-engines';
import { pdfToDataOperation, readPdfToDataQuery } from '../../src/contract/pdf-to-data';
import { convertFromPdfRoute } from '../convert-from-pdf-route';
import { convertedResponse } from '../converted-response';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';

/** POST /api/convert-from-pdf?type=data&format=base64|raw|json|xml|yaml[&dataUri=true][&pages=…] — one text file. */
export default function convertFromPdfDataHandler(engines: LocalEngines) {
  return convertFromPdfRoute('data', (request) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readPdfToDataQuery, request);
    const file = await readOnePdf(await request.formData());
    return convertedResponse(await engines.run(pdfToDataOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
