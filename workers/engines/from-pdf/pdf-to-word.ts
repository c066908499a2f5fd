import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import type { EngineJob, EngineResult } from '../../../src/contract/engine-job';
import { pdfToWordOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { withReflowedDocument } from './reflowed-document';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The chosen pages as an editable Word document, built from MuPDF's structured text. */
export const pdfToWord = implement(pdfToWordOperation, async function pdfToWord(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  return withReflowedDocument(job, { underlines: true }, onProgress, async ({ pages, body, stem, title, failedPages }) => {
    // The Word writer (docx) loads on first use: the document worker serves every PDF tool.
    const { docxOf } = await import('./docx-document');
    const blob = await docxOf(pages, body, title);
    return { outputs: [{ name: `${stem}.docx`, type: DOCX_TYPE, data: new Blob([blob], { type: DOCX_TYPE }), pages: pages.length }], facts: { failedPages } };
  });
});
