import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readRemovePagesQuery, removePagesOperation } from '../../src/contract/remove-pages';
import { runJob } from '../run-job';
import { partsResponse } from '../store-parts';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';

/** POST /api/remove-pages?pages=2,4-5 — the PDF without those pages. */
export default function removePagesHandler(engines: LocalEngines) {
  return http.post('/api/remove-pages', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readRemovePagesQuery, request);
    const file = await readOnePdf(await request.formData());
    return partsResponse(await engines.run(removePagesOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
