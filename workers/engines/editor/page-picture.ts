// A page without text, reduced to a picture fingerprint for pairing pages by content: the page
// rendered 32 pixels wide in grey, centred and scaled to length one, so the likeness of two pages is
// the correlation of their pictures (1 for the same scan, near 0 for two unrelated ones), whatever
// their overall brightness.
import type { PDFPage } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';

const PICTURE_WIDTH = 32;

/** The page's picture fingerprint; undefined for a page of one flat colour (a blank page is like every other). */
export function pagePicture(mupdf: Mupdf, page: PDFPage): Float64Array | undefined {
  const [x0, , x1] = page.getBounds();
  const scale = PICTURE_WIDTH / Math.max(1, x1 - x0);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    const [width, height, stride, pixels] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride(), pixmap.getPixels()];
    const picture = new Float64Array(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) picture[y * width + x] = pixels[y * stride + x];
    const mean = picture.reduce((sum, value) => sum + value, 0) / picture.length;
    let length = 0;
    for (let index = 0; index < picture.length; index += 1) {
      picture[index] -= mean;
      length += picture[index] ** 2;
    }
    // Less than one grey level of spread on average: a flat page.
    if (length < picture.length) return undefined;
    const norm = Math.sqrt(length);
    return picture.map((value) => value / norm);
  } finally {
    pixmap.destroy();
  }
}

/** The correlation of two pictures; 0 when their shapes differ (pages of another size or orientation). */
export function pictureLikeness(one: Float64Array, other: Float64Array): number {
  if (one.length !== other.length) return 0;
  let sum = 0;
  for (let index = 0; index < one.length; index += 1) sum += one[index] * other[index];
  return sum;
}
