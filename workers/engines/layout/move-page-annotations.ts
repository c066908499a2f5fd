// Annotations (links, form fields, comments) sit on the page, not in its content: when the content is
// scaled and moved, their /Rect and the point lists that say where they are must follow. An
// appearance stream is fitted into /Rect by the viewer, so it follows with it.
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFPage } from 'pdf-lib';
import { apply, type Matrix } from './viewed-page-geometry';
import { roundPoint } from './wrap-page-content';

// Point lists: text markup (QuadPoints), lines (L), polygons and polylines (Vertices), a link's CL callout.
const POINT_LISTS = ['QuadPoints', 'L', 'Vertices', 'CL'];

/** Moves every annotation of the page through the matrix; `moved` keeps one shared by two pages from moving twice. */
export function movePageAnnotations(page: PDFPage, matrix: Matrix, moved: Set<PDFRef | PDFDict>): void {
  const annots = page.node.Annots();
  if (!annots) return;
  for (let index = 0; index < annots.size(); index += 1) {
    const entry = annots.get(index);
    const found = page.doc.context.lookup(entry);
    const annot = found instanceof PDFDict ? found : undefined;
    const key = entry instanceof PDFRef ? entry : annot;
    if (!annot || !key || moved.has(key)) continue;
    moved.add(key);
    moveAnnotation(annot, matrix);
  }
}

function moveAnnotation(annot: PDFDict, matrix: Matrix): void {
  const rect = numbersOf(annot, arrayOf(annot, 'Rect'));
  if (rect?.length === 4) {
    const [x1, y1] = apply(matrix, rect[0], rect[1]);
    const [x2, y2] = apply(matrix, rect[2], rect[3]);
    setNumbers(annot, 'Rect', [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)]);
  }
  for (const name of POINT_LISTS) {
    const points = numbersOf(annot, arrayOf(annot, name));
    if (points && points.length % 2 === 0) setNumbers(annot, name, movePoints(points, matrix));
  }
  const ink = arrayOf(annot, 'InkList');
  if (ink) {
    const strokes = ink.asArray().map((stroke) => numbersOf(annot, asArray(annot.context.lookup(stroke))) ?? []);
    annot.set(PDFName.of('InkList'), annot.context.obj(strokes.map((stroke) => movePoints(stroke, matrix).map(roundPoint))));
  }
}

function movePoints(points: number[], matrix: Matrix): number[] {
  const moved: number[] = [];
  for (let index = 0; index + 1 < points.length; index += 2) moved.push(...apply(matrix, points[index], points[index + 1]));
  return moved;
}

// Damaged files hold anything under these keys: what is not an array of numbers is left alone.
function arrayOf(annot: PDFDict, name: string): PDFArray | undefined {
  return asArray(annot.lookup(PDFName.of(name)));
}

function asArray(value: unknown): PDFArray | undefined {
  return value instanceof PDFArray ? value : undefined;
}

function numbersOf(annot: PDFDict, array: PDFArray | undefined): number[] | undefined {
  if (!array) return undefined;
  const values = array.asArray().map((item) => annot.context.lookup(item));
  return values.every((value) => value instanceof PDFNumber) ? values.map((value) => (value as PDFNumber).asNumber()) : undefined;
}

function setNumbers(annot: PDFDict, name: string, values: number[]): void {
  annot.set(PDFName.of(name), annot.context.obj(values.map(roundPoint)));
}
