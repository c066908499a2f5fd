// A text item as a FreeText annotation whose appearance we draw ourselves: MuPDF's own appearance
// for FreeText names a standard font without embedding it, so the text would look different in each
// viewer. Drawn through a display list, the glyphs' font is embedded in the appearance stream.
import type { PDFAnnotation, PDFPage } from 'mupdf';
import type { TextItem } from '../../../src/contract/edit-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { builtInFace, defaultAppearanceFont } from './edit-fonts';
import { rgbOf } from './colors';
import type { PagePlace } from './page-place';
import { uprightMatrix } from './upright-appearance';
import { wrapText } from '../../../src/contract/text-wrap';

// Line height as a share of the font size, and the underline's place and thickness.
const LINE_HEIGHT = 1.2;
const UNDERLINE_OFFSET = 0.12;
const UNDERLINE_THICKNESS = 0.06;
const PADDING = 2;

const QUADDING = { left: 0, center: 1, right: 2 } as const;

/** Adds the text item at its point (the top-left corner of its box, in page space) and returns the annotation. */
export function addTextAnnotation(mupdf: Mupdf, page: PDFPage, item: TextItem, place: PagePlace): PDFAnnotation {
  const font = new mupdf.Font(builtInFace(item.fontFamily, item.bold, item.italic));
  const size = place.length(item.fontSize);
  const padding = place.length(PADDING);
  const widthOf = (line: string) => [...line].reduce((sum, char) => sum + font.advanceGlyph(font.encodeCharacter(char)) * size, 0);
  // A box given a width (resized from a side) wraps its words to it; otherwise it fits the longest line.
  const setWidth = item.width === undefined ? undefined : place.length(item.width);
  const lines = wrapText(item.text, setWidth === undefined ? undefined : setWidth - padding * 2, widthOf);
  const widths = lines.map(widthOf);
  const boxWidth = setWidth ?? Math.max(...widths, size) + padding * 2;
  const [left, top] = place.point(item);
  const rect: [number, number, number, number] = [left, top, left + boxWidth, top + lines.length * size * LINE_HEIGHT + padding * 2];

  const annotation = page.createAnnotation('FreeText');
  annotation.setRect(rect);
  annotation.setContents(item.text);
  annotation.setBorderWidth(0);
  annotation.setQuadding(QUADDING[item.alignment]);
  const color = rgbOf(item.color);
  annotation.setDefaultAppearance(defaultAppearanceFont(item.fontFamily), size, color);

  const list = new mupdf.DisplayList(rect);
  const device = new mupdf.DisplayListDevice(list);
  try {
    lines.forEach((line, index) => {
      const shift = item.alignment === 'left' ? 0 : (boxWidth - padding * 2 - widths[index]) / (item.alignment === 'center' ? 2 : 1);
      const x = left + padding + shift;
      // The baseline sits one font size below the line's top, like the screen's text box.
      const baseline = top + padding + index * size * LINE_HEIGHT + size;
      if (line !== '') {
        const text = new mupdf.Text();
        text.showString(font, [size, 0, 0, -size, x, baseline], line);
        device.fillText(text, mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, color, 1);
      }
      if (item.underline && widths[index] > 0) {
        const path = new mupdf.Path();
        path.rect(x, baseline + size * UNDERLINE_OFFSET, x + widths[index], baseline + size * (UNDERLINE_OFFSET + UNDERLINE_THICKNESS));
        device.fillPath(path, false, mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, color, 1);
      }
    });
    device.close();
    // Drawn as the page is shown: on a turned page the stream is turned back into user space.
    annotation.setAppearanceFromDisplayList(null, null, uprightMatrix(mupdf, page), list);
  } finally {
    device.destroy();
    list.destroy();
  }
  return annotation;
}
