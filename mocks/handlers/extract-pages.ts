import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { extractPagesOperation, readExtractPagesQuery } from '../../src/contract/extract-pages';
import { runJob } from '../run-job';
import { partsResponse } from '../store-parts';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';

/** POST /api/extract-pages?pages=2,4-5[&individual=true] — those pages as one PDF, or one PDF each. */
export default function extractPagesHandler(engines: LocalEngines) {
  return http.post('/api/extract-pages', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readExtractPagesQuery, request);
    const file = await readOnePdf(await request.formData());
    return partsResponse(await engines.run(extractPagesOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
