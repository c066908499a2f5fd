import type { LocalEngines } from '../local-engines';
import { pdfToImagesOperation, readPdfToImagesQuery } from '../../src/contract/pdf-to-images';
import { convertFromPdfRoute } from '../convert-from-pdf-route';
import { convertedResponse } from '../converted-response';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';

/** POST /api/convert-from-pdf?type=image&format=jpg&dpi=150&quality=85&colour=colour&pages=… — an image per page, or a ZIP, or one TIFF. */
export default function convertFromPdfImagesHandler(engines: LocalEngines) {
  return convertFromPdfRoute('image', (request) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readPdfToImagesQuery, request);
    const file = await readOnePdf(await request.formData());
    return convertedResponse(await engines.run(pdfToImagesOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
