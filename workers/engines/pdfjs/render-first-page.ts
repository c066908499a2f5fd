import { openDocument } from './open-document';
import { renderToCanvas } from './render-to-canvas';
import type { PageImage } from '../../../src/contract/previews';
import { implement } from '../../runtime/operations';
import { renderFirstPageOperation } from '../../../src/contract/previews';

/**
 * Page 1 of a PDF given as bytes, as a PNG: used for stamp previews, where the document worker
 * produces a one-page PDF and this shows it exactly as pdf.js draws it.
 */
export const renderFirstPage = implement(renderFirstPageOperation, async function renderFirstPage(input: { name: string; bytes: Uint8Array; width: number; scale?: number }): Promise<PageImage> {
  const document = await openDocument(input);
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const canvas = await renderToCanvas(page, input.width * (input.scale ?? 1));
    return { image: await canvas.convertToBlob({ type: 'image/png' }), pageWidth: viewport.width, pageHeight: viewport.height };
  } finally {
    await document.destroy();
  }
});
