import type { PDFPageProxy } from 'pdfjs-dist';
import { openDocument, type OpenOptions } from './open-document';
import { renderToCanvas } from './render-to-canvas';

export interface PdfDescription {
  pageCount: number;
  /** First page, rendered to fit the requested width; absent where there is no canvas (Node). */
  thumbnail?: Blob;
}

/** Page count and a first-page thumbnail, for the file cards. */
export async function describePdf(input: OpenOptions & { thumbnailWidth?: number }): Promise<PdfDescription> {
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
}
