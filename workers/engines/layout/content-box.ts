// Each page's content box: the page rendered in grey at 72 dpi (a pixel a point, so the box is
// within a point of the drawing), the bounds of its marks with scanner specks left out. Boxes are in
// points from the top-left of the page as shown, as the screen draws them.
import type { ProgressCallback } from '../../../src/contract/errors';
import type { PageContentBox, PageRect } from '../../../src/contract/crop-margins';
import type { MupdfPdf } from '../mupdf/open-mupdf';
import { denseInk, renderGrey, type GreyPage } from '../mupdf/grey-render';

const BOX_DPI = 72;
/** Light greys (a tinted panel, a pale rule) are content too; paper and anti-aliasing fringes are not. */
const CONTENT_DARKER_THAN = 235;

export function detectContentBoxes({ mupdf, doc, pageCount }: MupdfPdf, onProgress?: ProgressCallback): PageContentBox[] {
  const boxes: PageContentBox[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    const page = doc.loadPage(index);
    try {
      const [x0, y0, x1, y1] = page.getBounds();
      const grey = renderGrey(mupdf, page, BOX_DPI);
      boxes.push({ page: index + 1, width: x1 - x0, height: y1 - y0, content: inkBounds(grey, x0, y0) });
    } finally {
      page.destroy();
    }
    onProgress?.(index + 1, pageCount);
  }
  return boxes;
}

/** The bounds of the dense marks, relative to the page's top-left corner `(pageX, pageY)`. */
function inkBounds(grey: GreyPage, pageX: number, pageY: number): PageRect | null {
  const { width, height, scale, originX, originY } = grey;
  const ink = denseInk(grey, CONTENT_DARKER_THAN);
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!ink[y * width + x]) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return null;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    left: round(left / scale + originX - pageX),
    top: round(top / scale + originY - pageY),
    right: round((right + 1) / scale + originX - pageX),
    bottom: round((bottom + 1) / scale + originY - pageY),
  };
}
