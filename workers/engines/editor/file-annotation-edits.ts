// What a save does to the annotations already in the file that the editor took over (their object
// numbers name them): deleted or redrawn ones are taken out; a stamp is moved in place.
import type { PDFAnnotation, PDFPage } from 'mupdf';
import { EngineError } from '../../../src/contract/errors';
import type { ImageItem } from '../../../src/contract/edit-pdf';
import { objectNumberOf } from './annotation-facts';
import type { PagePlace } from './page-place';

/** Deletes the page's annotations with these object numbers (with their popups); answers how many went. */
export function removeAnnotations(page: PDFPage, objects: number[]): number {
  if (objects.length === 0) return 0;
  // Picked before any is deleted: MuPDF's list of the page's annotations changes under a deletion.
  const doomed = page.getAnnotations().filter((annotation) => objects.includes(objectNumberOf(annotation)));
  for (const annotation of doomed) page.deleteAnnotation(annotation);
  return doomed.length;
}

function annotationOf(page: PDFPage, object: number): PDFAnnotation {
  const found = page.getAnnotations().find((annotation) => objectNumberOf(annotation) === object);
  if (!found) throw new EngineError('bad-params', `Page ${page.getObject().asIndirect()} has no annotation ${object}.`);
  return found;
}

/**
 * Gives a stamp of the file its new place and size by writing its /Rect alone: its appearance stream
 * stays as it was (a viewer fits it to the rectangle), where MuPDF's setRect would have it redrawn as
 * MuPDF draws stamps, losing the picture or the rubber stamp's own look.
 */
export function moveStamp(page: PDFPage, item: ImageItem, place: PagePlace): void {
  const annotation = annotationOf(page, item.source!);
  const [x0, y0, x1, y1] = place.rect(item);
  // /Rect is in the page's default user space (y up); MuPDF's page space is y down from the page's top.
  const matrix = page.getTransform();
  const corners = [pdfPoint(matrix, x0, y0), pdfPoint(matrix, x1, y1)];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const rect = annotation.getObject().get('Rect');
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((value, index) => rect.put(index, value));
}

/** From MuPDF's page space back to PDF user space, through the inverse of the page's transform. */
function pdfPoint(matrix: number[], x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = matrix;
  const determinant = a * d - b * c;
  const px = x - e;
  const py = y - f;
  return [(d * px - c * py) / determinant, (a * py - b * px) / determinant];
}
