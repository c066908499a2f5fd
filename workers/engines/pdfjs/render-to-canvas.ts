import type { PDFPageProxy } from 'pdfjs-dist';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api';

/** Renders one page onto an OffscreenCanvas of the given CSS width (white background, like paper). */
export async function renderToCanvas(page: PDFPageProxy, width: number): Promise<OffscreenCanvas> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / base.width });
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types name DOM canvases; an OffscreenCanvas works the same for drawing.
  await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderParameters).promise;
  page.cleanup();
  return canvas;
}
