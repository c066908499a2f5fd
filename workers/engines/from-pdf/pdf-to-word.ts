import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToWordOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { bodySize } from './paragraphs';
import { readPages } from './read-pages';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The chosen pages as an editable Word document, built from MuPDF's structured text. */
export const pdfToWord = implement(pdfToWordOperation, async function pdfToWord(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    const { read, failedPages } = await readPages(source, { images: true, tables: true, underlines: true }, onProgress);
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const body = bodySize(read.flatMap((page) => page.blocks));
    // The Word writer (docx) loads on first use: the document worker serves every PDF tool.
    const { docxOf } = await import('./docx-document');
    const blob = await docxOf(read, body, source.doc.getMetaData('info:Title') || fileStem(file.name));
    return { outputs: [{ name: `${fileStem(file.name)}.docx`, type: DOCX_TYPE, data: new Blob([blob], { type: DOCX_TYPE }), pages: read.length }], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});
