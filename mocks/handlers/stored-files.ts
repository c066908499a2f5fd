import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { errorResponse } from '../error-response';
import { findResultByFilename, findResultByUrl, releaseResults } from '../result-store';
import { runJob } from '../run-job';

/** GET /api/download-all?files=url1,url2 — the named results as one ZIP, built in a worker. */
export function downloadAllHandler(engines: LocalEngines) {
  return http.get('/api/download-all', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const urls = resultUrlsOf(request);
    if (urls.length === 0) return errorResponse('bad-params', 'No files to download.');
    const results = urls.map((url) => findResultByUrl(url));
    if (results.some((result) => !result)) {
      return errorResponse('bad-params', 'Some of these results are no longer available. Run the tool again.', { status: 404 });
    }
    const entries = results.map((result) => ({ filename: result!.filename, blob: result!.blob }));
    const zip = await engines.documents.run('zipFiles', { entries }, { signal, onProgress });
    return new HttpResponse(zip, {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="folio-files.zip"' },
    });
  }));
}

/** GET /api/uploads/{filename} — a stored file by name. */
export const storedFileHandler = http.get('/api/uploads/:filename', ({ params }) => {
  const stored = findResultByFilename(String(params.filename));
  if (!stored) return errorResponse('bad-params', `No stored file is named ${String(params.filename)}.`, { status: 404 });
  return new HttpResponse(stored.blob, { headers: { 'Content-Type': stored.blob.type || 'application/octet-stream' } });
});

/**
 * DELETE /api/results?files=url1,url2 — the screen no longer shows these results: free their memory.
 * An addition to the spec's call table, so screens never reach into the result store itself.
 */
export const releaseResultsHandler = http.delete('/api/results', ({ request }) => {
  releaseResults(resultUrlsOf(request));
  return new HttpResponse(null, { status: 204 });
});

function resultUrlsOf(request: Request): string[] {
  return (new URL(request.url).searchParams.get('files') ?? '').split(',').filter(Boolean);
}
