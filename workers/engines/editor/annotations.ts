// Each drawn item as a real PDF annotation, with the appearance stream MuPDF generates, so other
// viewers show it and can still move, edit or delete it.
import type { PDFPage } from 'mupdf';
import type { EditItem } from '../../../src/contract/edit-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { highlightAreas } from '../../../src/contract/text-highlight';
import { rgbOf } from './colors';
import { addTextAnnotation } from './text-appearance';
import type { PagePlace } from './page-place';
import { turnAppearanceUpright } from './upright-appearance';

type Drawn = Exclude<EditItem, { kind: 'redact' }>;
/** What drawing an item needed: other scripts' fonts, and characters no font has (left out). */
export interface DrawnItem {
  usesScriptFonts: boolean;
  missing: string[];
}

const plainItem: DrawnItem = { usesScriptFonts: false, missing: [] };

/** Adds one item to the page, placed from the screen's coordinates by `place`. */
export async function addAnnotation(mupdf: Mupdf, page: PDFPage, item: Drawn, place: PagePlace, images: Record<string, Uint8Array>): Promise<DrawnItem> {
  const rectOf = place.rect;
  switch (item.kind) {
    case 'text': {
      const { annotation, usesScriptFonts, missing } = await addTextAnnotation(mupdf, page, item, place);
      annotation.update();
      return { usesScriptFonts, missing };
    }
    case 'highlight': {
      const annotation = page.createAnnotation('Highlight');
      annotation.setColor(rgbOf(item.color));
      annotation.setOpacity(item.opacity);
      // One quad per line of selected text (one for a free rectangle). Quad order: upper-left,
      // upper-right, lower-left, lower-right.
      annotation.setQuadPoints(highlightAreas(item).map((area) => {
        const [x0, y0, x1, y1] = rectOf(area);
        return [x0, y0, x1, y0, x0, y1, x1, y1];
      }));
      annotation.update();
      return plainItem;
    }
    case 'rectangle':
    case 'circle': {
      const annotation = page.createAnnotation(item.kind === 'rectangle' ? 'Square' : 'Circle');
      annotation.setRect(rectOf(item));
      annotation.setColor(rgbOf(item.strokeColor));
      annotation.setInteriorColor(item.fillColor === 'none' ? [] : rgbOf(item.fillColor));
      annotation.setBorderWidth(place.length(item.strokeWidth));
      annotation.setOpacity(item.opacity);
      annotation.update();
      return plainItem;
    }
    case 'arrow': {
      const annotation = page.createAnnotation('Line');
      annotation.setLine(place.point(item.from), place.point(item.to));
      annotation.setLineEndingStyles('None', 'OpenArrow');
      annotation.setColor(rgbOf(item.strokeColor));
      annotation.setBorderWidth(place.length(item.strokeWidth));
      annotation.update();
      return plainItem;
    }
    case 'ink': {
      const annotation = page.createAnnotation('Ink');
      annotation.setInkList(item.strokes.map((stroke) => stroke.map(place.point)));
      annotation.setColor(rgbOf(item.strokeColor));
      annotation.setBorderWidth(place.length(item.strokeWidth));
      annotation.update();
      return plainItem;
    }
    case 'image': {
      const annotation = page.createAnnotation('Stamp');
      annotation.setRect(rectOf(item));
      annotation.setStampImage(new mupdf.Image(images[item.id]));
      annotation.setIntent('StampImage');
      annotation.setOpacity(item.opacity);
      annotation.update();
      // MuPDF draws the picture upright in user space, which is on its side on a page turned a quarter.
      turnAppearanceUpright(mupdf, page, annotation);
      return plainItem;
    }
  }
}
