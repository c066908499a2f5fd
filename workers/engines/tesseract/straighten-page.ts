// Puts a page right without touching what it holds: a sideways page gets a new /Rotate (viewers
// turn it), a slanted one has its content streams wrapped in a small rotation about the page's
// centre. Images stay byte for byte as they were; only how they are drawn changes.
import { concatTransformationMatrix, degrees, popGraphicsState, pushGraphicsState, type PDFDocument } from 'pdf-lib';

export interface PageCorrection {
  /** Clockwise turn, in degrees (0, 90, 180, 270), added to the page's /Rotate. */
  turn: number;
  /** Counter-clockwise rotation of the content, in degrees, that makes its lines level. */
  level: number;
}

export function straightenPage(doc: PDFDocument, pageIndex: number, { turn, level }: PageCorrection): void {
  const page = doc.getPage(pageIndex);
  if (turn !== 0) page.setRotation(degrees((page.getRotation().angle + turn) % 360));
  if (level === 0) return;
  const crop = page.getCropBox();
  const [cx, cy] = [crop.x + crop.width / 2, crop.y + crop.height / 2];
  const radians = (level * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  // Rotation about the centre: translate it to the origin, rotate, translate back.
  const start = doc.context.contentStream([
    pushGraphicsState(),
    concatTransformationMatrix(cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy),
  ]);
  const end = doc.context.contentStream([popGraphicsState()]);
  // Contents as an array (and the page's own state saved), so the rotation can wrap all of it.
  page.node.normalize();
  page.node.wrapContentStreams(doc.context.register(start), doc.context.register(end));
}
