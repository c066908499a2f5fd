import type { Matrix, Page, Path } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { runPageThrough } from '../mupdf/run-page-through';

/** A straight vertical or horizontal line drawn on the page (a table's rule), in page coordinates. */
export interface Rule { x0: number; y0: number; x1: number; y1: number }

export interface PageRules { vertical: Rule[]; horizontal: Rule[] }

const STRAIGHT = 1;
const MIN_LENGTH = 4;

/** The page's straight lines, stroked or filled (thin rectangles), split into vertical and horizontal. */
export function readPageRules(mupdf: Mupdf, page: Page): PageRules {
  const rules: PageRules = { vertical: [], horizontal: [] };
  const collect = (path: Path, ctm: Matrix) => {
    let start: [number, number] | undefined;
    let last: [number, number] | undefined;
    const point = (x: number, y: number): [number, number] => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]];
    const segment = (from: [number, number], to: [number, number]) => {
      const [x0, y0] = from;
      const [x1, y1] = to;
      if (Math.abs(x1 - x0) <= STRAIGHT && Math.abs(y1 - y0) >= MIN_LENGTH) rules.vertical.push({ x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) });
      if (Math.abs(y1 - y0) <= STRAIGHT && Math.abs(x1 - x0) >= MIN_LENGTH) rules.horizontal.push({ x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) });
    };
    path.walk({
      moveTo(x, y) { start = last = point(x, y); },
      lineTo(x, y) {
        const next = point(x, y);
        if (last) segment(last, next);
        last = next;
      },
      closePath() {
        if (last && start) segment(last, start);
        last = start;
      },
    });
  };
  runPageThrough(mupdf, page, new mupdf.Device({
    fillPath: (path, _evenOdd, ctm) => collect(path, ctm),
    strokePath: (path, _stroke, ctm) => collect(path, ctm),
  }));
  return rules;
}
