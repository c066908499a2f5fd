// Perspective correction: the quadrilateral is mapped onto an upright rectangle as long as its
// longer opposite sides, so the page comes out at the resolution the camera saw it with.
import type { Point, Quad, RawImage } from '../../../src/contract/pdf-scanner';
import type { Cv } from './load-opencv';

type Mat = InstanceType<Cv['Mat']>;

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function flattenedSize([topLeft, topRight, bottomRight, bottomLeft]: Quad): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight)))),
    height: Math.max(1, Math.round(Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight)))),
  };
}

/** The RGBA frame as an OpenCV matrix (the caller deletes it). */
export function matFromRaw(cv: Cv, image: RawImage): Mat {
  const mat = new cv.Mat(image.height, image.width, cv.CV_8UC4);
  mat.data.set(image.rgba);
  return mat;
}

/** A new matrix holding the quadrilateral's content, flattened (the caller deletes it). */
export function flattenPage(cv: Cv, frame: Mat, quad: Quad): Mat {
  const { width, height } = flattenedSize(quad);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, quad.flatMap((point) => [point.x, point.y]));
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const transform = cv.getPerspectiveTransform(from, to);
  const page = new cv.Mat();
  try {
    cv.warpPerspective(frame, page, transform, new cv.Size(width, height), cv.INTER_CUBIC, cv.BORDER_REPLICATE);
    return page;
  } finally {
    from.delete();
    to.delete();
    transform.delete();
  }
}
