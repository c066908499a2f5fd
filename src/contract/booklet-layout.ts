// Which pages go on each printed side of a booklet, and where. Pure, so the screen's preview and the engine agree.
import type { Binding, BookletMode, BookletSettings } from './booklet-pdf';
import type { Rect } from './n-up-layout';
import { mmToPoints, PAPER_SIZES, withinLargestPage } from './paper-sizes';

/** One printed side: the 1-based page on its left and right half, or null for a blank. */
export interface BookletSide {
  left: number | null;
  right: number | null;
  /** The physical sheet the side is printed on, 0 = the outermost (its creep shift is 0). */
  sheet: number;
}

/**
 * Saddle stitch: the page count is padded with blanks to a multiple of 4 (N), and sheet s (0-based)
 * carries N−2s | 1+2s on its front and 2+2s | N−1−2s on its back, for left binding; right binding
 * swaps the halves. Printed double-sided (flip on the short edge), stacked and folded, the pages
 * read in order. Two-up in order: pages 1|2, 3|4… (2|1… for right binding), padded to even.
 */
export function bookletSides(pageCount: number, mode: BookletMode, binding: Binding): BookletSide[] {
  const page = (number: number) => (number <= pageCount ? number : null);
  const sides: BookletSide[] = [];
  if (mode === 'two-up') {
    for (let first = 1; first <= pageCount; first += 2) sides.push(side(page(first), page(first + 1), Math.floor(first / 2), binding));
    return sides;
  }
  const padded = Math.max(4, Math.ceil(pageCount / 4) * 4);
  for (let sheet = 0; sheet < padded / 4; sheet += 1) {
    sides.push(side(page(padded - 2 * sheet), page(1 + 2 * sheet), sheet, binding));
    sides.push(side(page(2 + 2 * sheet), page(padded - 1 - 2 * sheet), sheet, binding));
  }
  return sides;
}

function side(left: number | null, right: number | null, sheet: number, binding: Binding): BookletSide {
  return binding === 'left' ? { left, right, sheet } : { left: right, right: left, sheet };
}

type Size = { width: number; height: number };

/** The printed side: two of the first page side by side, or the chosen paper in landscape. */
export function bookletSheet(settings: BookletSettings, page: Size): Size {
  if (settings.sheet === 'source') return withinLargestPage({ width: 2 * page.width, height: page.height });
  const paper = PAPER_SIZES[settings.sheet];
  return { width: paper.height, height: paper.width };
}

/** The two halves of a side, each a page's place. */
export function bookletHalves(sheet: Size): { left: Rect; right: Rect } {
  const width = sheet.width / 2;
  return { left: { x: 0, y: 0, width, height: sheet.height }, right: { x: width, y: 0, width, height: sheet.height } };
}

/**
 * Creep compensation: inner sheets of a folded booklet stick out further at the open edge, so their
 * pages move towards the spine, by `creep` per sheet inwards (sheet 0, the outermost, stays put; the
 * innermost of 5 moves 4 × creep). In points; the left half's page moves right, the right half's left.
 */
export function creepShift(settings: BookletSettings, sheet: number): number {
  return settings.mode === 'booklet' ? mmToPoints(settings.creep / 10) * sheet : 0;
}
