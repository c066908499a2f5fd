import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { organizePdfOperation, readOrganizeQuery } from '../../src/contract/organize-pdf';
import { runJob } from '../run-job';
import { partsResponse } from '../store-parts';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';

/** POST /api/organize-pdf?order=3,1,2&rotate=1:90,4:180 — pages left out of the order are removed. */
export default function organizePdfHandler(engines: LocalEngines) {
  return http.post('/api/organize-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readOrganizeQuery, request);
    const file = await readOnePdf(await request.formData());
    return partsResponse(await engines.run(organizePdfOperation, { file, ...settings }, { signal, onProgress }));
  }));
}
