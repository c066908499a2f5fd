// Draws a form XObject on a page through a matrix, above the page's content or below it. Above, the
// page's own content is wrapped in q … Q first, so a graphics state it leaves behind cannot move the form.
import { PDFArray, PDFName, PDFNumber, PDFOperator, PDFOperatorNames as Ops, type PDFDocument, type PDFEmbeddedPage, type PDFPage } from 'pdf-lib';
import type { Matrix } from './viewed-page-geometry';
import { roundPoint } from './wrap-page-content';

export function drawFormOnPage(document: PDFDocument, page: PDFPage, form: PDFEmbeddedPage, matrix: Matrix, layer: 'above' | 'below'): void {
  const { context } = document;
  page.node.normalize();
  const name = page.node.newXObject('Overlay', form.ref);
  const drawing = context.register(context.contentStream([
    PDFOperator.of(Ops.PushGraphicsState),
    PDFOperator.of(Ops.ConcatTransformationMatrix, matrix.map((value) => PDFNumber.of(roundPoint(value)))),
    PDFOperator.of(Ops.DrawObject, [name]),
    PDFOperator.of(Ops.PopGraphicsState),
  ]));
  const contents = page.node.Contents();
  if (!(contents instanceof PDFArray)) {
    page.node.set(PDFName.of('Contents'), context.obj([drawing]));
    return;
  }
  if (layer === 'below') {
    contents.insert(0, drawing);
    return;
  }
  page.node.wrapContentStreams(
    context.register(context.contentStream([PDFOperator.of(Ops.PushGraphicsState)])),
    context.register(context.contentStream([PDFOperator.of(Ops.PopGraphicsState)])),
  );
  contents.push(drawing);
}
