import type { Matrix, Page, Path } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { runPathsThrough } from './page-device';
import type { Box } from './page-text';

// Framed or shaded regions of the page: the boxes a report sets its sidebars, key figures and notes in.
// A region is a drawn path's extent (a rectangle, or one with rounded corners), filled in a colour that
// shows or stroked; what it holds and where it sits decide later whether it is a sidebar (reading-order.ts).

/** Smaller than this (points) a region holds no text worth reading apart: a bullet, a rule, a cell's tick. */
const MIN_WIDTH = 36;
const MIN_HEIGHT = 24;
/** A fill this close to white does not show on white paper. */
const NEAR_WHITE = 0.97;

/** The page's framed or shaded regions, in page coordinates. */
export function readPageBoxes(mupdf: Mupdf, page: Page): Box[] {
  const boxes: Box[] = [];
  runPathsThrough(mupdf, page, (path, ctm, colour, alpha, lineWidth) => {
    // CMYK's white is all zeros, every other space's all ones.
    if (alpha === 0 || (lineWidth === undefined && colour.length > 0 && colour.length !== 4 && colour.every((component) => component > NEAR_WHITE))) return;
    const box = extentOf(path, ctm);
    if (box && box.width >= MIN_WIDTH && box.height >= MIN_HEIGHT) boxes.push(box);
  });
  return boxes;
}

function extentOf(path: Path, ctm: Matrix): Box | undefined {
  const xs: number[] = [];
  const ys: number[] = [];
  const point = (x: number, y: number) => {
    xs.push(ctm[0] * x + ctm[2] * y + ctm[4]);
    ys.push(ctm[1] * x + ctm[3] * y + ctm[5]);
  };
  path.walk({
    moveTo: point,
    lineTo: point,
    curveTo(_x1, _y1, _x2, _y2, x3, y3) { point(x3, y3); },
    closePath() {},
  });
  if (xs.length === 0) return undefined;
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}
