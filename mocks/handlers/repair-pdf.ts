import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { outputFilename } from '../../src/contract/output-names';
import type { PdfInspectionAnswer } from '../../src/contract/repair-report';

/** POST /api/repair-pdf — one PDF, repaired; the item carries a report of what was found and fixed. */
export function repairPdfHandler(engines: LocalEngines) {
  return http.post('/api/repair-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const file = await readOnePdf(await request.formData());
    const result = await engines.documents.run('repairPdf', { file }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'repaired'));
    return HttpResponse.json([{
      filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount, report: result.report,
    }]);
  }));
}

/**
 * POST /api/inspect-pdf — an addition to the spec's calls, for Repair's "checking" state: the file is
 * examined and its problems listed before anything is changed. Answers {filename, pages, problems, engineMessages}.
 */
export function inspectPdfHandler(engines: LocalEngines) {
  return http.post('/api/inspect-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const file = await readOnePdf(await request.formData());
    const inspection = await engines.documents.run('inspectPdf', { file }, { signal, onProgress });
    const answer: PdfInspectionAnswer = {
      filename: file.name, pages: inspection.pageCount, problems: inspection.problems, engineMessages: inspection.engineMessages,
    };
    return HttpResponse.json(answer);
  }));
}
