import type { PDFPage } from 'pdf-lib';

/** a b c d e f of a PDF `cm`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

/** The page as a person sees it: visible width and height, and the map from that view to user space. */
export interface PageFrame {
  width: number;
  height: number;
  /** From the upright view (origin at its bottom left, y up) to the page's user space. */
  toPage: Matrix;
}

/**
 * The frame of a page's visible area (its CropBox, which may not start at 0,0) as displayed after
 * its /Rotate, so stamps land upright at the visual bottom, top or corner of every page.
 */
export function pageFrame(page: PDFPage): PageFrame {
  const { x, y, width, height } = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  switch (rotation) {
    // Shown turned a quarter clockwise: the view's x runs up the page, its y runs leftwards.
    case 90: return { width: height, height: width, toPage: [0, 1, -1, 0, x + width, y] };
    case 180: return { width, height, toPage: [-1, 0, 0, -1, x + width, y + height] };
    case 270: return { width: height, height: width, toPage: [0, -1, 1, 0, x, y + height] };
    default: return { width, height, toPage: [1, 0, 0, 1, x, y] };
  }
}

/** The matrix that rotates by `degrees` (counter-clockwise) about the origin, then moves to (x, y). */
export function placeAt(x: number, y: number, degrees = 0): Matrix {
  const radians = (degrees * Math.PI) / 180;
  // Exact zeros at quarter turns (cos 90° is 6e-17 in floating point), for a clean content stream.
  const cos = Math.round(Math.cos(radians) * 1e12) / 1e12;
  const sin = Math.round(Math.sin(radians) * 1e12) / 1e12;
  return [cos, sin, -sin, cos, x, y];
}
