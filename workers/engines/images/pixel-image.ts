// Decoded pixels as a PDF image, losslessly: the RGB samples Flate-compressed, and the alpha channel,
// when any pixel is not opaque, as a soft mask beside them.
import type { PDFDocument, PDFRef } from 'pdf-lib';

export function embedPixels(document: PDFDocument, rgba: Uint8Array, width: number, height: number): PDFRef {
  const pixelCount = width * height;
  const rgb = new Uint8Array(pixelCount * 3);
  const alpha = new Uint8Array(pixelCount);
  let opaque = true;
  for (let pixel = 0; pixel < pixelCount; pixel += 1) {
    rgb[pixel * 3] = rgba[pixel * 4];
    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1];
    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2];
    alpha[pixel] = rgba[pixel * 4 + 3];
    if (alpha[pixel] !== 255) opaque = false;
  }
  const { context } = document;
  const image = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  const mask = opaque ? undefined : context.register(context.flateStream(alpha, { ...image, ColorSpace: 'DeviceGray' }));
  return context.register(context.flateStream(rgb, { ...image, ColorSpace: 'DeviceRGB', ...(mask ? { SMask: mask } : {}) }));
}
