import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { inspectPdfOperation, type InspectAnswer } from '../../src/contract/repair-pdf';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';

/**
 * POST /api/inspect-pdf — an addition to the spec's calls, for Repair's "checking" state: the file is
 * examined and its problems listed before anything is changed. Answers {filename, pages, problems, engineMessages}.
 */
export default function inspectPdfHandler(engines: LocalEngines) {
  return http.post('/api/inspect-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const file = await readOnePdf(await request.formData());
    const inspection = await engines.run(inspectPdfOperation, { file }, { signal, onProgress });
    const answer: InspectAnswer = {
      filename: file.name, pages: inspection.pageCount, problems: inspection.problems, imagesUnchecked: inspection.imagesUnchecked, engineMessages: inspection.engineMessages,
    };
    return HttpResponse.json(answer);
  }));
}
