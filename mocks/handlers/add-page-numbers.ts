import { http, HttpResponse } from 'msw';
import { readPageNumberQuery, addPageNumbersOperation } from '../../src/contract/add-page-numbers';
import type { LocalEngines } from '../local-engines';
import { readSettings } from '../read-settings';
import { readOnePdf } from '../read-one-pdf';
import { outputFilename } from '../../src/contract/output-names';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/** POST /api/add-page-numbers — `file`; position, alignment, format, start, prefix, suffix, font, size, marginX, marginY, pages. */
export default function addPageNumbersHandler(engines: LocalEngines) {
  return http.post('/api/add-page-numbers', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readPageNumberQuery, request);
    const file = await readOnePdf(await request.formData());
    const result = await engines.run(addPageNumbersOperation, { file, settings }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'numbered'));
    return HttpResponse.json([{
      filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount, stampedPages: result.stampedPages.length,
    }]);
  }));
}
