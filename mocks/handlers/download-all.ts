import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { zipFilesOperation } from '../../src/contract/download-all';
import { errorResponse } from '../error-response';
import { findResultByUrl } from '../result-store';
import { resultUrlsOf } from '../result-urls';
import { runJob } from '../run-job';

/** GET /api/download-all?files=url1,url2 — the named results as one ZIP, built in a worker. */
export default function downloadAllHandler(engines: LocalEngines) {
  return http.get('/api/download-all', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const urls = resultUrlsOf(request);
    if (urls.length === 0) return errorResponse('bad-params', 'No files to download.');
    const results = urls.map((url) => findResultByUrl(url));
    if (results.some((result) => !result)) {
      return errorResponse('bad-params', 'Some of these results are no longer available. Run the tool again.', { status: 404 });
    }
    const entries = results.map((result) => ({ filename: result!.filename, blob: result!.blob }));
    const zip = await engines.run(zipFilesOperation, { entries }, { signal, onProgress });
    return new HttpResponse(zip, {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="folio-files.zip"' },
    });
  }));
}
