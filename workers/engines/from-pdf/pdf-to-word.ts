import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConvertedFiles } from '../../../src/contract/converted-files';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToWordOperation, type PdfToOfficeInput } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { bodySize } from './paragraphs';
import { readPages } from './read-pages';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The chosen pages as an editable Word document, built from MuPDF's structured text. */
export const pdfToWord = implement(pdfToWordOperation, async function pdfToWord({ file, pages }: PdfToOfficeInput, onProgress?: ProgressCallback): Promise<ConvertedFiles> {
  const source = await openForConversion(file, pages);
  try {
    const { read, failedPages } = await readPages(source, { images: true, tables: true, underlines: true }, onProgress);
    reportSkippedPages(file.name, failedPages);
    const body = bodySize(read.flatMap((page) => page.blocks));
    // The Word writer (docx) loads on first use: the document worker serves every PDF tool.
    const { docxOf } = await import('./docx-document');
    const blob = await docxOf(read, body, source.doc.getMetaData('info:Title') || fileStem(file.name));
    return { files: [{ filename: `${fileStem(file.name)}.docx`, blob: new Blob([blob], { type: DOCX_TYPE }), pages: read.length }], failedPages };
  } finally {
    source.doc.destroy();
  }
});
