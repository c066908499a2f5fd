import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { runJob } from '../run-job';
import { readSettings } from '../read-settings';
import { readOnePdf } from '../read-one-pdf';
import { storeResult } from '../result-store';
import { outputFilename } from '../../src/contract/output-names';
import { convertToPdfaOperation, readPdfaQuery, type PdfaAnswerItem } from '../../src/contract/pdf-to-pdfa';

/**
 * POST /api/convert-from-pdf?type=pdfa&level=1b|2b|3b — one PDF (and `password` for an encrypted
 * one) as PDF/A, with what was changed. Other types of the call are left to their own handlers.
 */
export default function pdfToPdfaHandler(engines: LocalEngines) {
  return http.post('/api/convert-from-pdf', ({ request }) => {
    if (new URL(request.url).searchParams.get('type') !== 'pdfa') return undefined;
    return runJob(request, async ({ signal, onProgress }) => {
      const { level } = readSettings(readPdfaQuery, request);
      const form = await request.formData();
      const file = await readOnePdf(form);
      const password = form.get('password');
      const result = await engines.run(
        convertToPdfaOperation,
        { file, level, ...(typeof password === 'string' && password !== '' ? { password } : {}) },
        { signal, onProgress },
      );
      const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, `pdfa-${level}`));
      return HttpResponse.json([{
        filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount, level, changes: result.changes,
      } satisfies PdfaAnswerItem]);
    });
  });
}
