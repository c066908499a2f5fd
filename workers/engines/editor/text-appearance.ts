// A text item as a FreeText annotation whose appearance we draw ourselves: MuPDF's own appearance
// for FreeText names a standard font without embedding it, so the text would look different in each
// viewer. Drawn through a display list, the glyphs' fonts are embedded in the appearance stream:
// the chosen face, and the served font of each other script the text needs (text-fonts.ts).
import type { PDFAnnotation, PDFDocument, PDFPage } from 'mupdf';
import type { TextItem } from '../../../src/contract/edit-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { builtInFace, defaultAppearanceFont } from './edit-fonts';
import { rgbOf } from './colors';
import type { PagePlace } from './page-place';
import { uprightMatrix } from './upright-appearance';
import { wrapText } from '../../../src/contract/text-wrap';
import { toUnicodeCMap } from '../fonts/to-unicode-cmap';
import { fallbackFontName, itemFonts, type ItemFonts, type TextPiece } from './text-fonts';

// Line height as a share of the font size, and the underline's place and thickness.
const LINE_HEIGHT = 1.2;
const UNDERLINE_OFFSET = 0.12;
const UNDERLINE_THICKNESS = 0.06;
const PADDING = 2;

const QUADDING = { left: 0, center: 1, right: 2 } as const;

export interface AddedText {
  annotation: PDFAnnotation;
  /** Whether other scripts' fonts were embedded for it (embedded whole: the save subsets them). */
  usesScriptFonts: boolean;
  /** Characters no font has, left out of the drawing (the annotation's text keeps them). */
  missing: string[];
}

/** Adds the text item at its point (the top-left corner of its box, in page space). */
export async function addTextAnnotation(mupdf: Mupdf, page: PDFPage, item: TextItem, place: PagePlace): Promise<AddedText> {
  const fonts = await itemFonts(mupdf, builtInFace(item.fontFamily, item.bold, item.italic), item.text);
  const size = place.length(item.fontSize);
  const padding = place.length(PADDING);
  const widthOf = (line: string) => fonts.width(fonts.pieces(line), size);
  // A box given a width (resized from a side) wraps its words to it; otherwise it fits the longest line.
  const setWidth = item.width === undefined ? undefined : place.length(item.width);
  const lines = wrapText(item.text, setWidth === undefined ? undefined : setWidth - padding * 2, widthOf).map((line) => fonts.pieces(line));
  const widths = lines.map((pieces) => fonts.width(pieces, size));
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
  const drawnGlyphs = new Map<string, Map<number, number[]>>();
  try {
    lines.forEach((pieces, index) => {
      const shift = item.alignment === 'left' ? 0 : (boxWidth - padding * 2 - widths[index]) / (item.alignment === 'center' ? 2 : 1);
      const x = left + padding + shift;
      // The baseline sits one font size below the line's top, like the screen's text box.
      const baseline = top + padding + index * size * LINE_HEIGHT + size;
      let pen = x;
      for (const piece of pieces) {
        const text = new mupdf.Text();
        pen = showPiece(text, fonts, piece, pen, baseline, size, drawnGlyphs);
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
  // The page's document, which mupdf.js keeps on the page object.
  readBackShapedText(page._doc, annotation, drawnGlyphs);
  return { annotation, usesScriptFonts: drawnGlyphs.size > 0, missing: fonts.missing };
}

/** Adds one piece to the text at the pen (its left end, on the baseline) and returns where the pen ends. */
function showPiece(text: InstanceType<Mupdf['Text']>, fonts: ItemFonts, piece: TextPiece, pen: number, baseline: number, size: number,
  drawnGlyphs: Map<string, Map<number, number[]>>): number {
  if (!piece.fallback) {
    if (piece.text !== '') text.showString(fonts.face, [size, 0, 0, -size, pen, baseline], piece.text);
    return pen + fonts.width([piece], size);
  }
  const { shaped, fallback } = piece;
  const scale = size / shaped.unitsPerEm;
  const glyphs = drawnGlyphs.get(fallbackFontName(fallback.file)) ?? new Map<number, number[]>();
  drawnGlyphs.set(fallbackFontName(fallback.file), glyphs);
  let advance = 0;
  for (const glyph of shaped.glyphs) {
    // Each glyph where shaping put it (page space runs downwards: a raised mark goes up, so minus).
    const origin = pen + (advance + glyph.xOffset) * scale;
    text.showGlyph(fallback.font, [size, 0, 0, -size, origin, baseline - glyph.yOffset * scale], glyph.id, glyph.codePoints[0] ?? 0xfffd, 0);
    if (!glyphs.has(glyph.id)) glyphs.set(glyph.id, glyph.codePoints);
    advance += glyph.xAdvance;
  }
  return pen + advance * scale;
}

/**
 * MuPDF's ToUnicode for an embedded font maps back only the glyphs its character map reaches; a
 * shaped glyph (an Arabic joining form, a Devanagari conjunct) is read back by what it was shaped
 * from, so pdftotext and MuPDF itself give the typed text.
 */
function readBackShapedText(doc: PDFDocument, annotation: PDFAnnotation, drawnGlyphs: Map<string, Map<number, number[]>>): void {
  if (drawnGlyphs.size === 0) return;
  const fonts = annotation.getObject().get('AP').get('N').get('Resources').get('Font');
  if (!fonts.isDictionary()) return;
  fonts.forEach((font) => {
    const glyphs = drawnGlyphs.get(font.get('BaseFont').asName().replace(/^[A-Z]{6}\+/, ''));
    if (glyphs) font.put('ToUnicode', doc.addStream(toUnicodeCMap(glyphs), doc.newDictionary()));
  });
}
