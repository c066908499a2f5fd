import type { Matrix, Page, Path } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { runPageThrough } from '../mupdf/run-page-through';

/** A path filled (`lineWidth` undefined) or stroked, as the page draws it: its placement, colour components and opacity. */
export type OnPath = (path: Path, ctm: Matrix, colour: number[], alpha: number, lineWidth?: number) => void;

/** Draws the page, telling `onPath` each path filled or stroked where it shows. */
export function runPathsThrough(mupdf: Mupdf, page: Page, onPath: OnPath): void {
  // Paths inside a pattern's tile or a soft mask are drawn in their own space, not where they show.
  let inside = 0;
  runPageThrough(mupdf, page, new mupdf.Device({
    fillPath: (path, _evenOdd, ctm, _space, colour, alpha) => {
      if (inside === 0) onPath(path, ctm, colour, alpha);
    },
    strokePath: (path, stroke, ctm, _space, colour, alpha) => {
      if (inside === 0) onPath(path, ctm, colour, alpha, stroke.getLineWidth());
    },
    beginTile: () => {
      inside += 1;
      return 0;
    },
    endTile: () => { inside -= 1; },
    beginMask: () => { inside += 1; },
    endMask: () => { inside -= 1; },
  }));
}
