// Where the pages of an n-up sheet go: the sheet's size and orientation, its grid, and its cells in
// reading order. Pure arithmetic, so the screen's preview and the engine agree.
import type { NupOrder, NupSettings } from './n-up-pdf';
import { mmToPoints, PAPER_SIZES, withinLargestPage } from './paper-sizes';

/** A rectangle in PDF points, from its lower-left corner. */
export interface Rect { x: number; y: number; width: number; height: number }

/** The largest scale at which a `width` × `height` page fits in `cell`. */
export function fitScale(width: number, height: number, cell: Rect): number {
  return Math.min(cell.width / width, cell.height / height);
}

/** Columns × rows of each count, in the shape that suits a portrait page on a portrait sheet. */
const GRIDS: Record<NupSettings['perSheet'], [number, number]> = {
  2: [1, 2], 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 16: [4, 4],
};

export interface NupLayout {
  sheet: { width: number; height: number };
  columns: number;
  rows: number;
  /** One cell per place on the sheet, in the order pages fill them. */
  cells: Rect[];
}

type Size = { width: number; height: number };

function baseSheet(settings: NupSettings, page: Size): Size {
  return settings.sheet === 'source' ? withinLargestPage(page) : PAPER_SIZES[settings.sheet];
}

function orientations(settings: NupSettings, sheet: Size): Size[] {
  const portrait = { width: Math.min(sheet.width, sheet.height), height: Math.max(sheet.width, sheet.height) };
  const landscape = { width: portrait.height, height: portrait.width };
  if (settings.orientation === 'portrait') return [portrait];
  if (settings.orientation === 'landscape') return [landscape];
  return [sheet, { width: sheet.height, height: sheet.width }];
}

function cellsOf(sheet: Size, columns: number, rows: number, margin: number, gutter: number, order: NupOrder): Rect[] {
  const width = (sheet.width - 2 * margin - (columns - 1) * gutter) / columns;
  const height = (sheet.height - 2 * margin - (rows - 1) * gutter) / rows;
  const cells: Rect[] = [];
  for (let first = 0; first < columns * rows; first += 1) {
    const [column, row] = order === 'down' ? [Math.floor(first / rows), first % rows] : [first % columns, Math.floor(first / columns)];
    const fromLeft = order === 'rtl' ? columns - 1 - column : column;
    cells.push({ x: margin + fromLeft * (width + gutter), y: sheet.height - margin - height - row * (height + gutter), width, height });
  }
  return cells;
}

/**
 * The layout for pages of `page`'s size: every orientation allowed and both ways of laying the grid
 * (2 × 3 or 3 × 2) are tried, and the one where the page is drawn largest wins (ties keep the first:
 * the source's own orientation).
 */
export function nupLayout(settings: NupSettings, page: Size): NupLayout {
  const margin = mmToPoints(settings.margin);
  const gutter = mmToPoints(settings.gutter);
  const [narrow, long] = GRIDS[settings.perSheet];
  let best: NupLayout | undefined;
  let bestScale = -1;
  for (const sheet of orientations(settings, baseSheet(settings, page))) {
    for (const [columns, rows] of sheet.width > sheet.height ? [[long, narrow], [narrow, long]] : [[narrow, long], [long, narrow]]) {
      const cells = cellsOf(sheet, columns, rows, margin, gutter, settings.order);
      if (cells[0].width <= 0 || cells[0].height <= 0) continue;
      const scale = fitScale(page.width, page.height, cells[0]);
      if (scale > bestScale + 1e-9) {
        best = { sheet, columns, rows, cells };
        bestScale = scale;
      }
    }
  }
  if (!best) throw new RangeError('margins leave no room');
  return best;
}
