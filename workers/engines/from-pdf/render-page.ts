import type { PDFDocument, Pixmap } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import type { ColourMode } from '../../../src/contract/pdf-to-images';

/** PDF user space is 72 units to the inch. */
const POINTS_PER_INCH = 72;

/** Pixels of one rendered page: RGB, or one grey channel. */
export interface PagePixels {
  width: number;
  height: number;
  channels: 1 | 3;
  pixels: Uint8Array;
  dpi: number;
}

/**
 * Draws one page (annotations and form fields included, on white paper) at the resolution asked.
 * MuPDF renders without a canvas, so the same code runs in the worker and under Node, and it is
 * the engine closest to poppler's output on the corpus. Grey renders straight to one channel;
 * black and white is the grey image cut at half intensity.
 */
export function renderPage(mupdf: Mupdf, doc: PDFDocument, pageIndex: number, dpi: number, colour: ColourMode): Pixmap {
  const page = doc.loadPage(pageIndex);
  try {
    const scale = dpi / POINTS_PER_INCH;
    const colourSpace = colour === 'colour' ? mupdf.ColorSpace.DeviceRGB : mupdf.ColorSpace.DeviceGray;
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), colourSpace, false, true);
    pixmap.setResolution(dpi, dpi);
    if (colour === 'mono') threshold(pixmap.getPixels());
    return pixmap;
  } finally {
    page.destroy();
  }
}

/** The pixmap's samples as a tightly packed copy (MuPDF's rows may be padded), for other encoders. */
export function pixelsOf(pixmap: Pixmap, dpi: number): PagePixels {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const channels = pixmap.getNumberOfComponents() as 1 | 3;
  const stride = pixmap.getStride();
  const source = pixmap.getPixels();
  const rowBytes = width * channels;
  const pixels = new Uint8Array(rowBytes * height);
  for (let row = 0; row < height; row += 1) pixels.set(source.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  return { width, height, channels, pixels, dpi };
}

function threshold(samples: Uint8ClampedArray): void {
  for (let index = 0; index < samples.length; index += 1) samples[index] = samples[index] < 128 ? 0 : 255;
}
