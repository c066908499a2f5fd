import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { removePagesOperation } from '../../src/contract/remove-pages';
import { runJob } from '../run-job';
import { partsResponse } from '../store-parts';
import { readOnePdf } from '../read-one-pdf';

/** POST /api/remove-pages?pages=2,4-5 — the PDF without those pages. */
export default function removePagesHandler(engines: LocalEngines) {
  return http.post('/api/remove-pages', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const pages = new URL(request.url).searchParams.get('pages') ?? '';
    const file = await readOnePdf(await request.formData());
    return partsResponse(await engines.run(removePagesOperation, { file, pages }, { signal, onProgress }));
  }));
}
