import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { comparePdfOperation } from '../../src/contract/compare-pdf';
import { EngineError } from '../../src/contract/errors';
import { readPdfFields } from '../read-files';
import { runJob } from '../run-job';

/** POST /api/compare-pdf — two `file` fields, before then after: the differences, page by page. */
export default function comparePdfHandler(engines: LocalEngines) {
  return http.post('/api/compare-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const [before, after] = await readPdfFields(await request.formData());
    if (!before || !after) throw new EngineError('bad-params', 'Add a second PDF to compare with.');
    return HttpResponse.json(await engines.run(comparePdfOperation, { before, after }, { signal, onProgress }));
  }));
}
