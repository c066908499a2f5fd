import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { unlockPdfOperation } from '../../src/contract/protect-pdf';
import { outputFilename } from '../../src/contract/output-names';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { readOnePdf } from '../read-one-pdf';

/** POST /api/unlock-pdf — `file`, `password` (empty for a file with only an owner password). */
export default function unlockPdfHandler(engines: LocalEngines) {
  return http.post('/api/unlock-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const form = await request.formData();
    const file = await readOnePdf(form);
    const password = form.get('password');
    const result = await engines.run(unlockPdfOperation, { file, password: typeof password === 'string' ? password : '' }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'unlocked'));
    return HttpResponse.json([{ filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount }]);
  }));
}
