import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { detectPageOperation } from '../../src/contract/pdf-scanner';
import { readFrame } from '../read-frame';
import { runJob } from '../run-job';

/** POST /api/scan-outline?width=&height= — where the page is in the body's RGBA frame: {corners} or {corners: null}. */
export default function scanOutlineHandler(engines: LocalEngines) {
  return http.post('/api/scan-outline', ({ request }) => runJob(request, async ({ signal }) => {
    const image = await readFrame(request);
    return HttpResponse.json(await engines.run(detectPageOperation, image, { signal }));
  }));
}
