import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { listFormFieldsOperation } from '../../src/contract/form-fields';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';

/** POST /api/form-fields — `file`: its fillable fields, with their kinds, values and options. */
export default function formFieldsHandler(engines: LocalEngines) {
  return http.post('/api/form-fields', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const file = await readOnePdf(await request.formData());
    return HttpResponse.json(await engines.run(listFormFieldsOperation, { file }, { signal, onProgress }));
  }));
}
