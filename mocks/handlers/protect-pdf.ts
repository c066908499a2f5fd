import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { protectPdfOperation, readProtectRequest } from '../../src/contract/protect-pdf';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { outputFilename } from '../../src/contract/output-names';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/** POST /api/protect-pdf — `file`, `userPassword`, `ownerPassword`; query print, copy, edit (true/false). */
export default function protectPdfHandler(engines: LocalEngines) {
  return http.post('/api/protect-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const form = await request.formData();
    const settings = withSettingsChecked(() => readProtectRequest(form, new URL(request.url).searchParams));
    const file = await readOnePdf(form);
    const result = await engines.run(protectPdfOperation, { file, settings }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'protected'));
    return HttpResponse.json([{ filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount }]);
  }));
}
