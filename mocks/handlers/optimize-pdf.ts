import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { optimizePdfOperation, readOptimizeQuery } from '../../src/contract/optimize-pdf';
import { readOnePdfFile } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import { shrinkResponse } from '../shrink-response';

/** POST /api/optimize-pdf?level=&quality=&images=&fonts=&metadata=&annotations= — one PDF, optimized. */
export default function optimizePdfHandler(engines: LocalEngines) {
  return http.post('/api/optimize-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    // The user's own File goes to the worker, which reads it in place: the page never holds its bytes.
    const file = readOnePdfFile(await request.formData());
    const settings = readSettings(readOptimizeQuery, request);
    const result = await engines.run(optimizePdfOperation, { file, ...settings }, { signal, onProgress });
    return shrinkResponse(file, 'optimized', result);
  }));
}
