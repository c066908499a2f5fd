// Links and bookmarks that lead to a spot on a page (/XYZ left top, /FitH top, /FitR …) name that spot
// in the page's own space: when the page's content is scaled and moved, the spot moves with it.
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFDocument } from 'pdf-lib';
import { apply, type Matrix } from './viewed-page-geometry';
import { roundPoint } from './wrap-page-content';

/** Moves every explicit destination that names one of the pages through that page's matrix. */
export function movePageDestinations(document: PDFDocument, matrices: Map<PDFRef, Matrix>): void {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || seen.has(value)) return;
    seen.add(value);
    if (value instanceof PDFArray) {
      if (!moveDestination(value, matrices)) value.asArray().forEach((item) => visit(item, depth + 1));
    } else if (value instanceof PDFDict) {
      // A page's /Parent, or a stream's data, never holds a destination worth the walk.
      for (const [key, item] of value.entries()) if (key !== PDFName.of('Parent')) visit(item, depth + 1);
    }
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object, 0);
}

function moveDestination(array: PDFArray, matrices: Map<PDFRef, Matrix>): boolean {
  const [page, kind] = [array.get(0), array.get(1)];
  const matrix = page instanceof PDFRef ? matrices.get(page) : undefined;
  if (!matrix || !(kind instanceof PDFName)) return false;
  const number = (index: number) => { const value = array.get(index); return value instanceof PDFNumber ? value.asNumber() : undefined; };
  const set = (index: number, value: number | undefined) => { if (value !== undefined) array.set(index, PDFNumber.of(roundPoint(value))); };
  switch (kind.asString()) {
    case '/XYZ': {
      const [left, top] = [number(2), number(3)];
      const [x, y] = apply(matrix, left ?? 0, top ?? 0);
      set(2, left === undefined ? undefined : x);
      set(3, top === undefined ? undefined : y);
      return true;
    }
    case '/FitH': case '/FitBH': set(2, number(2) === undefined ? undefined : apply(matrix, 0, number(2)!)[1]); return true;
    case '/FitV': case '/FitBV': set(2, number(2) === undefined ? undefined : apply(matrix, number(2)!, 0)[0]); return true;
    case '/FitR': {
      const values = [2, 3, 4, 5].map(number);
      if (values.some((value) => value === undefined)) return true;
      const [x1, y1] = apply(matrix, values[0]!, values[1]!);
      const [x2, y2] = apply(matrix, values[2]!, values[3]!);
      [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)].forEach((value, index) => set(2 + index, value));
      return true;
    }
    default: return true;
  }
}
