// An annotation's appearance stream lives in the page's default user space: a viewer turns the
// stream's /BBox by its /Matrix and fits the result into the /Rect, then draws it with the page's
// content, so the page's /Rotate turns it too (only NoRotate annotations are kept upright, and those
// pivot on their corner). MuPDF's page space is the page as shown, already turned: what we draw
// upright there needs a /Matrix that turns it back, or on a page turned a quarter every viewer but
// the one that drew it squeezes the wide drawing into the tall /Rect (and on a half turn shows it
// upside down).
import type { Matrix, PDFAnnotation, PDFPage } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';

/** The /Matrix for an appearance drawn upright as the page is shown, y up: identity on a page that is not turned. */
export function uprightMatrix(mupdf: Mupdf, page: PDFPage): Matrix {
  // The stream's space is MuPDF's page space flipped to y up; the page transform's inverse takes that to user space.
  const [a, b, c, d] = mupdf.Matrix.concat([1, 0, 0, -1, 0, 0], mupdf.Matrix.invert(page.getTransform()));
  // Only the quarter turns are kept: the offsets and the /UserUnit scale are undone by the fit into /Rect.
  const scale = Math.hypot(a, b);
  // `+ 0` writes -0 as 0.
  return [...[a, b, c, d].map((value) => Math.round(value / scale) + 0), 0, 0] as Matrix;
}

/** Turns a normal appearance MuPDF drew upright as the page is shown with an identity /Matrix (a stamp's picture). */
export function turnAppearanceUpright(mupdf: Mupdf, page: PDFPage, annotation: PDFAnnotation): void {
  annotation.getObject().get('AP').get('N').put('Matrix', uprightMatrix(mupdf, page));
}
