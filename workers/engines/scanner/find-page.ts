// Finding the page in a photo: its outline as a quadrilateral, in the photo's pixels. The photo is
// looked at in a small copy (fast enough for the live outline at a few frames a second); two views
// are tried, edges (Canny) and brightness (Otsu: paper is lighter than what it lies on), and the
// largest convex four-cornered outline covering enough of the frame wins.
import type { Point, Quad, RawImage } from '../../../src/contract/pdf-scanner';
import type { Cv } from './load-opencv';

/** The small copy's longest side: detail enough for the corners, few pixels to look at. */
const WORK_SIZE = 640;
/** A page covers at least this share of the frame; anything smaller is a detail on the table. */
const MIN_AREA_SHARE = 0.12;
/** An outline along the frame's own border is the frame, not a page in it. */
const MAX_AREA_SHARE = 0.97;

type Mat = InstanceType<Cv['Mat']>;

export function findPage(cv: Cv, image: RawImage): Quad | null {
  const source = cv.matFromImageData({ data: new Uint8ClampedArray(image.rgba.buffer, image.rgba.byteOffset, image.rgba.length), width: image.width, height: image.height } as ImageData);
  const scale = Math.min(1, WORK_SIZE / Math.max(image.width, image.height));
  const small = new cv.Mat();
  const gray = new cv.Mat();
  try {
    cv.resize(source, small, new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale)), 0, 0, cv.INTER_AREA);
    cv.cvtColor(small, gray, cv.COLOR_RGBA2GRAY);
    cv.GaussianBlur(gray, gray, new cv.Size(5, 5), 0);
    const candidates = [edgeView(cv, gray), brightnessView(cv, gray)]
      .map((view) => { try { return largestQuad(cv, view); } finally { view.delete(); } })
      .filter((quad): quad is Quad => quad !== null);
    if (candidates.length === 0) return null;
    const best = candidates.reduce((a, b) => (quadArea(b) > quadArea(a) ? b : a));
    return best.map((point) => ({ x: point.x / scale, y: point.y / scale })) as Quad;
  } finally {
    source.delete();
    small.delete();
    gray.delete();
  }
}

function edgeView(cv: Cv, gray: Mat): Mat {
  const edges = new cv.Mat();
  cv.Canny(gray, edges, 40, 120);
  // Close small gaps in the outline (a finger, a fold) so it forms one contour.
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5));
  cv.dilate(edges, edges, kernel);
  kernel.delete();
  return edges;
}

function brightnessView(cv: Cv, gray: Mat): Mat {
  const mask = new cv.Mat();
  cv.threshold(gray, mask, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
  // Text and lines on the page are holes in the paper's mask: fill them.
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9));
  cv.morphologyEx(mask, mask, cv.MORPH_CLOSE, kernel);
  kernel.delete();
  return mask;
}

function largestQuad(cv: Cv, binary: Mat): Quad | null {
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.findContours(binary, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const minArea = binary.rows * binary.cols * MIN_AREA_SHARE;
    const maxArea = binary.rows * binary.cols * MAX_AREA_SHARE;
    let best: Quad | null = null;
    let bestArea = 0;
    for (let index = 0; index < contours.size(); index += 1) {
      const contour = contours.get(index);
      const hull = new cv.Mat();
      const approx = new cv.Mat();
      try {
        cv.convexHull(contour, hull);
        const area = cv.contourArea(hull);
        if (area < minArea || area > maxArea || area <= bestArea) continue;
        const perimeter = cv.arcLength(hull, true);
        cv.approxPolyDP(hull, approx, 0.02 * perimeter, true);
        if (approx.rows !== 4) continue;
        const points: Point[] = [];
        for (let corner = 0; corner < 4; corner += 1) points.push({ x: approx.data32S[corner * 2], y: approx.data32S[corner * 2 + 1] });
        best = orderCorners(points);
        bestArea = area;
      } finally {
        contour.delete();
        hull.delete();
        approx.delete();
      }
    }
    return best;
  } finally {
    contours.delete();
    hierarchy.delete();
  }
}

/** Top-left, top-right, bottom-right, bottom-left, whatever order the contour gave. */
export function orderCorners(points: Point[]): Quad {
  const bySum = [...points].sort((a, b) => a.x + a.y - (b.x + b.y));
  const byDiff = [...points].sort((a, b) => a.y - a.x - (b.y - b.x));
  return [bySum[0], byDiff[0], bySum[3], byDiff[3]];
}

export function quadArea(quad: Quad): number {
  let twice = 0;
  for (let index = 0; index < 4; index += 1) {
    const a = quad[index];
    const b = quad[(index + 1) % 4];
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** The whole frame as a quadrilateral: what is used when no page is found or crop is off. */
export function wholeFrame(width: number, height: number): Quad {
  return [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }];
}
