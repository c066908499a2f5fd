// Where watermark copies go on a page: the centre, a corner, or tiled over the whole page.
import type { WatermarkSettings } from '../../../src/contract/add-watermark';

/** Distance from the page edges for corner positions: half an inch. */
export const CORNER_MARGIN = 36;
const MAX_TILES = 400;

export interface Point {
  x: number;
  y: number;
}

/** The size of a width × height box once rotated by `degrees`. */
export function rotatedBounds(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/** Centres of the watermark copies on a page of the given visible size. */
export function watermarkCentres(
  page: { width: number; height: number },
  box: { width: number; height: number },
  position: WatermarkSettings['position'],
): Point[] {
  const { width, height } = page;
  const left = CORNER_MARGIN + box.width / 2;
  const right = width - CORNER_MARGIN - box.width / 2;
  const bottom = CORNER_MARGIN + box.height / 2;
  const top = height - CORNER_MARGIN - box.height / 2;
  switch (position) {
    case 'top-left': return [{ x: left, y: top }];
    case 'top-right': return [{ x: right, y: top }];
    case 'bottom-left': return [{ x: left, y: bottom }];
    case 'bottom-right': return [{ x: right, y: bottom }];
    case 'tiled': return tiles(page, box);
    default: return [{ x: width / 2, y: height / 2 }];
  }
}

/** A brick pattern covering the page, centred on it, with a gap between copies. */
function tiles(page: { width: number; height: number }, box: { width: number; height: number }): Point[] {
  const gap = Math.max(24, Math.min(box.width, box.height) / 2);
  let stepX = box.width + gap;
  let stepY = box.height + gap;
  // Tiny text on a huge page would mean thousands of copies: spread them out instead.
  const count = (page.width / stepX + 2) * (page.height / stepY + 2);
  if (count > MAX_TILES) {
    const spread = Math.sqrt(count / MAX_TILES);
    stepX *= spread;
    stepY *= spread;
  }
  const columns = Math.ceil(page.width / stepX / 2) + 1;
  const rows = Math.ceil(page.height / stepY / 2) + 1;
  const centres: Point[] = [];
  for (let row = -rows; row <= rows; row += 1) {
    const shift = Math.abs(row) % 2 === 1 ? stepX / 2 : 0;
    for (let column = -columns; column <= columns; column += 1) {
      const x = page.width / 2 + column * stepX + shift;
      const y = page.height / 2 + row * stepY;
      const reaches = x + box.width / 2 > 0 && x - box.width / 2 < page.width && y + box.height / 2 > 0 && y - box.height / 2 < page.height;
      if (reaches) centres.push({ x, y });
    }
  }
  return centres;
}
