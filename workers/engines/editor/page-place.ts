// From the screen's page coordinates (points from the top-left of the page as shown, as pdf.js and
// poppler measure them) to MuPDF's page space. MuPDF also applies the page's /UserUnit (a page may
// say one unit is 10 points), which the others ignore: sizes are scaled by it too.
import type { PDFPage } from 'mupdf';
import type { Box, Point } from '../../../src/contract/edit-pdf';

export interface PagePlace {
  /** A length (a font size, a stroke width) in page space. */
  length(value: number): number;
  point(point: Point): [number, number];
  rect(box: Box): [number, number, number, number];
  /** Back from page space to the screen's coordinates. */
  fromPage(point: [number, number]): [number, number];
}

export function pagePlaceOf(page: PDFPage): PagePlace {
  const [x0, y0] = page.getBounds();
  const unit = page.getObject().getInheritable('UserUnit');
  const scale = unit.isNumber() && unit.asNumber() > 0 ? unit.asNumber() : 1;
  const point = ({ x, y }: Point): [number, number] => [x0 + x * scale, y0 + y * scale];
  return {
    length: (value) => value * scale,
    point,
    rect: ({ x, y, width, height }) => [...point({ x, y }), ...point({ x: x + width, y: y + height })] as [number, number, number, number],
    fromPage: ([x, y]) => [(x - x0) / scale, (y - y0) / scale],
  };
}
