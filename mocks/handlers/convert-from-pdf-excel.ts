import type { LocalEngines } from '../local-engines';
import { pdfToExcelOperation, readPdfToOfficeQuery } from '../../src/contract/pdf-to-office';
import { convertFromPdfRoute } from '../convert-from-pdf-route';
import { convertedResponse } from '../converted-response';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';

/** POST /api/convert-from-pdf?type=excel[&pages=…] — one .xlsx, a sheet per table found. */
export default function convertFromPdfExcelHandler(engines: LocalEngines) {
  return convertFromPdfRoute('excel', (request) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readPdfToOfficeQuery, request);
    const file = await readOnePdf(await request.formData());
    return convertedResponse(await engines.run(pdfToExcelOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
