// A page drawn in grey at a low resolution, for the detectors that judge pages by their pixels
// (blank pages, content boxes), and the mask of its ink with scanner specks left out.
import type { Page } from 'mupdf';
import type { Mupdf } from './load-mupdf';

const POINTS_PER_INCH = 72;

export interface GreyPage {
  width: number;
  height: number;
  /** One byte a pixel, rows packed (no padding), 0 black to 255 white. */
  pixels: Uint8Array;
  /** Pixels per point. */
  scale: number;
  /** The pixmap's origin in page space (MuPDF's page bounds may not start at 0). */
  originX: number;
  originY: number;
}

/** The page as shown (annotations included, on white), one grey channel at `dpi`. */
export function renderGrey(mupdf: Mupdf, page: Page, dpi: number): GreyPage {
  const scale = dpi / POINTS_PER_INCH;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const source = pixmap.getPixels();
    const pixels = new Uint8Array(width * height);
    for (let row = 0; row < height; row += 1) pixels.set(source.subarray(row * stride, row * stride + width), row * width);
    return { width, height, pixels, scale, originX: pixmap.getX() / scale, originY: pixmap.getY() / scale };
  } finally {
    pixmap.destroy();
  }
}

/**
 * Pixels darker than `darkerThan` that have at least two dark neighbours (of eight): a line or a
 * letter keeps its pixels, an isolated speck of scanner dust or a two-pixel scratch drops out.
 * Rendering a 300 dpi scan at ~50 dpi already averages most specks into light grey; this removes
 * the few dark enough to survive.
 */
export function denseInk({ width, height, pixels }: GreyPage, darkerThan: number): Uint8Array {
  const dark = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index += 1) dark[index] = pixels[index] < darkerThan ? 1 : 0;
  const dense = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (!dark[index]) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const column = x + dx;
          if ((dx !== 0 || dy !== 0) && column >= 0 && column < width) neighbours += dark[row * width + column];
        }
      }
      if (neighbours >= 2) dense[index] = 1;
    }
  }
  return dense;
}
