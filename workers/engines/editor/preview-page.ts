// An answer about one page of a file kept for previews (its words, its text lines): the file read in
// place (the preview's Blob), the page number checked, only that page loaded.
import type { PDFPage } from 'mupdf';
import { EngineError } from '../../../src/contract/errors';
import type { NamedPdf, NamedPdfFile } from '../../../src/contract/named-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { readableInPlace } from '../mupdf/readable-in-place';

export async function readPreviewPage<Answer>(file: NamedPdf | NamedPdfFile, pageNumber: number, read: (page: PDFPage, mupdf: Mupdf) => Answer): Promise<Answer> {
  const pdf = await openWithMupdf(await readableInPlace(file), 0);
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.pageCount) {
      throw new EngineError('bad-params', `Page must be a number from 1 to ${pdf.pageCount}.`);
    }
    const page = pdf.doc.loadPage(pageNumber - 1) as PDFPage;
    try {
      return read(page, pdf.mupdf);
    } finally {
      page.destroy();
    }
  } finally {
    pdf.doc.destroy();
  }
}
