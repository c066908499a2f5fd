import { http, HttpResponse } from 'msw';
import { readWatermarkQuery, addWatermarkOperation } from '../../src/contract/add-watermark';
import type { LocalEngines } from '../local-engines';
import { readSettings } from '../read-settings';
import { readWatermarkImage } from '../read-stamp-request';
import { readOnePdf } from '../read-one-pdf';
import { outputFilename } from '../../src/contract/output-names';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/** POST /api/add-watermark — `file`, `image`; type, text, font, color, size, scale, position, opacity, rotation, layer, pages. */
export default function addWatermarkHandler(engines: LocalEngines) {
  return http.post('/api/add-watermark', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readWatermarkQuery, request);
    const form = await request.formData();
    const file = await readOnePdf(form);
    const image = settings.type === 'image' ? await readWatermarkImage(form) : undefined;
    const result = await engines.run(addWatermarkOperation, { file, settings, image }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'watermarked'));
    return HttpResponse.json([{
      filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount, stampedPages: result.stampedPages.length,
    }]);
  }));
}
