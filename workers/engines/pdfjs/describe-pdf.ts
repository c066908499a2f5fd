import type { PDFPageProxy } from 'pdfjs-dist';
import { openDocument } from './open-document';
import type { OpenOptions } from '../../../src/contract/previews';
import { renderToCanvas } from './render-to-canvas';
import { implement } from '../../runtime/operations';
import { describePdfOperation, type PdfDescription } from '../../../src/contract/previews';

/** Page count and a first-page thumbnail, for the file cards. */
export const describePdf = implement(describePdfOperation, async function describePdf(input: OpenOptions & { thumbnailWidth?: number }): Promise<PdfDescription> {
  const document = await openDocument(input);
  try {
    const pageCount = document.numPages;
    if (!input.thumbnailWidth || typeof OffscreenCanvas === 'undefined') return { pageCount };
    const page: PDFPageProxy = await document.getPage(1);
    const canvas = await renderToCanvas(page, input.thumbnailWidth);
    return { pageCount, thumbnail: await canvas.convertToBlob({ type: 'image/png' }) };
  } finally {
    await document.destroy();
  }
});
