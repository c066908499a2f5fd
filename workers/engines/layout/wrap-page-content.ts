// The page's own content drawn through a matrix and inside a clip, without touching its streams: one
// small stream before them ("q cm re W n") and one after ("Q"). Text and vectors stay what they were.
import { PDFDocument, PDFPage, PDFOperator, PDFOperatorNames as Ops, PDFNumber } from 'pdf-lib';
import type { Box, Matrix } from './viewed-page-geometry';

/** Draws the page's content through `matrix` (none: as it is), clipped to `clip` (in the content's own space). */
export function wrapPageContent(document: PDFDocument, page: PDFPage, clip: Box, matrix?: Matrix): void {
  const numbers = (values: number[]) => values.map((value) => PDFNumber.of(roundPoint(value)));
  const before = [
    PDFOperator.of(Ops.PushGraphicsState),
    ...(matrix ? [PDFOperator.of(Ops.ConcatTransformationMatrix, numbers(matrix))] : []),
    PDFOperator.of(Ops.AppendRectangle, numbers([clip.x, clip.y, clip.width, clip.height])),
    PDFOperator.of(Ops.ClipNonZero),
    PDFOperator.of(Ops.EndPath),
  ];
  page.node.normalize();
  const start = document.context.register(document.context.contentStream(before));
  const end = document.context.register(document.context.contentStream([PDFOperator.of(Ops.PopGraphicsState)]));
  page.node.wrapContentStreams(start, end);
}

/** Six decimals: far below a printer's dot, and no 1e-17 noise in the file. */
export function roundPoint(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
