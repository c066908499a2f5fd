// A page as a person sees it: its visible box (the CropBox) turned by /Rotate. Layout works in that
// "viewed" space (origin at the bottom-left of the page on screen) and maps back to the page's own user
// space, so a sized, margined or overlaid page comes out right whatever its /Rotate and box origin.
import type { PDFPage } from 'pdf-lib';

/** A PDF matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export interface Box { x: number; y: number; width: number; height: number }

export interface ViewedPage {
  /** The CropBox in the page's user space. */
  box: Box;
  /** /Rotate as 0, 90, 180 or 270 (clockwise on screen). */
  rotation: 0 | 90 | 180 | 270;
  /** Its size on screen. */
  width: number;
  height: number;
  /** From the page's user space to viewed space. */
  toViewed: Matrix;
}

export function viewedPage(page: PDFPage): ViewedPage {
  const box = page.getCropBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as ViewedPage['rotation'];
  return viewedBox(box, rotation);
}

export function viewedBox(box: Box, rotation: ViewedPage['rotation']): ViewedPage {
  const turned = rotation === 90 || rotation === 270;
  return {
    box, rotation,
    width: turned ? box.height : box.width,
    height: turned ? box.width : box.height,
    toViewed: toViewedMatrix(box, rotation),
  };
}

function toViewedMatrix({ x, y, width, height }: Box, rotation: ViewedPage['rotation']): Matrix {
  switch (rotation) {
    case 90: return [0, -1, 1, 0, -y, x + width];
    case 180: return [-1, 0, 0, -1, x + width, y + height];
    case 270: return [0, 1, -1, 0, y + height, -x];
    default: return [1, 0, 0, 1, -x, -y];
  }
}

/** `first` then `second`. */
export function multiply(first: Matrix, second: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = second;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

export function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function apply([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

/** The bounds of a box after the matrix (quarter turns and scales keep a box a box). */
export function transformBox(matrix: Matrix, { x, y, width, height }: Box): Box {
  const corners = [apply(matrix, x, y), apply(matrix, x + width, y + height)];
  const xs = corners.map(([cx]) => cx);
  const ys = corners.map(([, cy]) => cy);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.abs(xs[0] - xs[1]), height: Math.abs(ys[0] - ys[1]) };
}

/** Scale by `s` and move by (dx, dy). */
export function scaleAndMove(s: number, dx: number, dy: number): Matrix {
  return [s, 0, 0, s, dx, dy];
}
