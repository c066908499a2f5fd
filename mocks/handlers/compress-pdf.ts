import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { compressPdfOperation, readCompressQuery } from '../../src/contract/compress-pdf';
import { readOnePdfFile } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import { shrinkResponse } from '../shrink-response';

/** POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true] — one PDF, made smaller (never larger). */
export default function compressPdfHandler(engines: LocalEngines) {
  return http.post('/api/compress-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    // The user's own File goes to the worker, which reads it in place: the page never holds its bytes.
    const file = readOnePdfFile(await request.formData());
    // An unknown level is a 400 here, in the engine's words, before any work starts.
    const settings = readSettings(readCompressQuery, request);
    const result = await engines.run(compressPdfOperation, { file, ...settings }, { signal, onProgress });
    return shrinkResponse(file, 'compressed', result);
  }));
}
