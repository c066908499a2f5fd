import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import type { EngineJob, EngineResult } from '../../../src/contract/engine-job';
import { pdfToHtmlOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { htmlOf } from './html-document';
import { withReflowedDocument } from './reflowed-document';

/** The chosen pages as one reflowed web page, pictures inside it. */
export const pdfToHtml = implement(pdfToHtmlOperation, async function pdfToHtml(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  return withReflowedDocument(job, {}, onProgress, ({ pages, body, stem, title, failedPages }) => {
    const html = htmlOf(pages, body, title);
    return { outputs: [{ name: `${stem}.html`, type: 'text/html', data: new TextEncoder().encode(html), pages: pages.length }], facts: { failedPages } };
  });
});
