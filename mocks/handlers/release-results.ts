import { http, HttpResponse } from 'msw';
import { releaseResults } from '../result-store';
import { resultUrlsOf } from '../result-urls';

/**
 * DELETE /api/results?files=url1,url2 — the screen no longer shows these results: free their memory.
 * An addition to the spec's call table, so screens never reach into the result store itself.
 */
export default function releaseResultsHandler() {
  return http.delete('/api/results', ({ request }) => {
    releaseResults(resultUrlsOf(request));
    return new HttpResponse(null, { status: 204 });
  });
}
