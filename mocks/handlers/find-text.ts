import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { findTextOperation, readFindQuery } from '../../src/contract/find-text';
import { readSettings } from '../read-settings';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';

/** POST /api/find-text — `file`; mode=words&text=… or mode=email or mode=number: matches with page and box. */
export default function findTextHandler(engines: LocalEngines) {
  return http.post('/api/find-text', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const query = readSettings(readFindQuery, request);
    const file = await readOnePdf(await request.formData());
    return HttpResponse.json(await engines.run(findTextOperation, { file, query }, { signal, onProgress }));
  }));
}
