// The OCR text layer of a scanned page: each word tesseract found drawn where it stands on the image,
// in rendering mode 3 (neither filled nor stroked: invisible, yet selectable, searchable and read by
// text extractors), its size set by the box's height and its width squeezed to the box's width.
// A word Helvetica can write goes in Helvetica (every viewer has it); any other word (Chinese, Arabic,
// Hindi, Greek, …) goes in the glyph-less Unicode font, so its characters reach the PDF as they are.
import {
  beginText, endText, popGraphicsState, pushGraphicsState, setCharacterSqueeze, setFontAndSize, setTextMatrix,
  setTextRenderingMode, showText, StandardFonts, TextRenderingMode, type PDFDocument, type PDFFont, type PDFHexString,
  type PDFName, type PDFPage, type PDFRef,
} from 'pdf-lib';
import type { OcrWord } from '../../../src/contract/ocr-pdf';
import { embedUnicodeTextFont, encodeForUnicodeFont, UNICODE_CHARACTER_WIDTH, UNICODE_FONT_NAME } from './unicode-text-font';

/** The share of a word box's height the font size takes (boxes run from ascender to descender). */
const SIZE_OF_BOX = 0.9;
/** Where the baseline sits above the box's bottom, as a share of its height (descenders below). */
const BASELINE_IN_BOX = 0.2;

/** The two fonts of a document's text layers, each embedded once, when a word first needs it. */
export class InvisibleTextFonts {
  private standard?: Promise<PDFFont>;
  private unicode?: PDFRef;

  constructor(private readonly doc: PDFDocument) {}

  helvetica(): Promise<PDFFont> {
    this.standard ??= this.doc.embedFont(StandardFonts.Helvetica);
    return this.standard;
  }

  unicodeFont(): PDFRef {
    this.unicode ??= embedUnicodeTextFont(this.doc);
    return this.unicode;
  }
}

/**
 * Lays `words` (boxes in the image's pixels, origin top left) over the page drawn from that image:
 * `imageHeight` pixels tall, at `pointsPerPixel`, from the page's lower-left corner.
 */
export async function drawInvisibleWords(page: PDFPage, fonts: InvisibleTextFonts, words: OcrWord[], imageHeight: number, pointsPerPixel: number): Promise<number> {
  const helvetica = await fonts.helvetica();
  const helveticaCharacters = new Set(helvetica.getCharacterSet());
  // Each font is named once in the page's resources, when the first word needs it.
  const keys: { helvetica?: PDFName; unicode?: PDFName } = {};
  let drawn = 0;
  for (const word of words) {
    const text = word.text.trim();
    const boxWidth = (word.box.x1 - word.box.x0) * pointsPerPixel;
    const boxHeight = (word.box.y1 - word.box.y0) * pointsPerPixel;
    if (!text || boxWidth <= 0 || boxHeight <= 0) continue;
    const size = boxHeight * SIZE_OF_BOX;
    let fontKey: PDFName;
    let codes: PDFHexString;
    let naturalWidth: number;
    if ([...text].every((character) => helveticaCharacters.has(character.codePointAt(0)!))) {
      fontKey = keys.helvetica ??= page.node.newFontDictionary(helvetica.name, helvetica.ref);
      codes = helvetica.encodeText(text);
      naturalWidth = helvetica.widthOfTextAtSize(text, size);
    } else {
      fontKey = keys.unicode ??= page.node.newFontDictionary(UNICODE_FONT_NAME, fonts.unicodeFont());
      const encoded = encodeForUnicodeFont(text);
      codes = encoded.codes;
      naturalWidth = (encoded.characters * UNICODE_CHARACTER_WIDTH * size) / 1000;
    }
    const x = word.box.x0 * pointsPerPixel;
    const y = (imageHeight - word.box.y1) * pointsPerPixel + boxHeight * BASELINE_IN_BOX;
    page.pushOperators(
      pushGraphicsState(), beginText(), setFontAndSize(fontKey, size), setTextRenderingMode(TextRenderingMode.Invisible),
      setCharacterSqueeze(naturalWidth > 0 ? (100 * boxWidth) / naturalWidth : 100), setTextMatrix(1, 0, 0, 1, x, y),
      showText(codes), endText(), popGraphicsState(),
    );
    drawn += 1;
  }
  return drawn;
}
