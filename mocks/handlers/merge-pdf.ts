import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { mergePdfsOperation } from '../../src/contract/merge-pdf';
import { readPdfFields } from '../read-files';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import type { ResultItem } from '../../src/contract/results';

/** POST /api/merge-pdf — every `file` field, in the user's order, becomes one PDF. */
export default function mergePdfHandler(engines: LocalEngines) {
  return http.post('/api/merge-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const files = await readPdfFields(await request.formData());
    const merged = await engines.run(mergePdfsOperation, { files }, { signal, onProgress });
    const stored = storeResult(new Blob([merged.bytes as BlobPart], { type: 'application/pdf' }), 'merged.pdf');
    return HttpResponse.json([
      { filename: stored.filename, url: stored.url, size: stored.blob.size, pages: merged.pageCount },
    ] satisfies ResultItem[]);
  }));
}
