import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { repairPdfOperation, type RepairAnswerItem } from '../../src/contract/repair-pdf';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { outputFilename } from '../../src/contract/output-names';

/** POST /api/repair-pdf — one PDF, repaired; the item carries a report of what was found and fixed. */
export default function repairPdfHandler(engines: LocalEngines) {
  return http.post('/api/repair-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const file = await readOnePdf(await request.formData());
    const result = await engines.run(repairPdfOperation, { file }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'repaired'));
    return HttpResponse.json([{
      filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount, report: result.report,
    } satisfies RepairAnswerItem]);
  }));
}
