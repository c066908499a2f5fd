// How a page is cut into tiles: the tile paper, its printable area, and which part of the (scaled)
// page each tile shows, in reading order. Pure, so the screen's preview and the engine agree.
import type { Rect } from './n-up-layout';
import { mmToPoints, PAPER_SIZES } from './paper-sizes';
import type { PosterSettings } from './poster-pdf';

export interface PosterLayout {
  paper: { width: number; height: number };
  /** The printed area of every tile (the paper less its margin). */
  content: Rect;
  columns: number;
  rows: number;
  /** The factor the page is drawn at, and its size once scaled. */
  scale: number;
  scaled: { width: number; height: number };
  /** Where each tile's content starts on the scaled page, from its top-left, in reading order. */
  tiles: Array<{ left: number; top: number; column: number; row: number }>;
}

/** Tiles needed to cover `length` with tiles of `tile` that repeat `overlap` of each other. */
function tilesAlong(length: number, tile: number, overlap: number): number {
  return length <= tile ? 1 : Math.ceil((length - overlap) / (tile - overlap) - 1e-9);
}

export function posterLayout(settings: PosterSettings, page: { width: number; height: number }): PosterLayout {
  const size = PAPER_SIZES[settings.paper];
  const paper = settings.orientation === 'portrait' ? { width: size.width, height: size.height } : { width: size.height, height: size.width };
  const margin = mmToPoints(settings.margin);
  const overlap = mmToPoints(settings.overlap);
  const content = { x: margin, y: margin, width: paper.width - 2 * margin, height: paper.height - 2 * margin };
  // Fit: n sheets that overlap cover n × (printed − overlap) + overlap.
  const scale = settings.sizing === 'fit'
    ? Math.min((settings.across * (content.width - overlap) + overlap) / page.width, (settings.down * (content.height - overlap) + overlap) / page.height)
    : settings.scale / 100;
  const scaled = { width: page.width * scale, height: page.height * scale };
  const columns = tilesAlong(scaled.width, content.width, overlap);
  const rows = tilesAlong(scaled.height, content.height, overlap);
  const tiles: PosterLayout['tiles'] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      tiles.push({ left: column * (content.width - overlap), top: row * (content.height - overlap), column, row });
    }
  }
  return { paper, content, columns, rows, scale, scaled, tiles };
}
