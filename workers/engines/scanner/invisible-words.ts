// The OCR text layer of a scanned page: each word tesseract found drawn where it stands on the image,
// in rendering mode 3 (neither filled nor stroked: invisible, yet selectable, searchable and read by
// text extractors), its size set by the box's height and its width squeezed to the box's width.
import {
  beginText, endText, popGraphicsState, pushGraphicsState, setCharacterSqueeze, setFontAndSize, setTextMatrix,
  setTextRenderingMode, showText, TextRenderingMode, type PDFFont, type PDFPage,
} from 'pdf-lib';
import type { OcrWord } from '../../../src/contract/ocr-pdf';

/** The share of a word box's height the font size takes (boxes run from ascender to descender). */
const SIZE_OF_BOX = 0.9;
/** Where the baseline sits above the box's bottom, as a share of its height (descenders below). */
const BASELINE_IN_BOX = 0.2;

/**
 * Lays `words` (boxes in the image's pixels, origin top left) over the page drawn from that image:
 * `imageHeight` pixels tall, at `pointsPerPixel`, from the page's lower-left corner.
 */
export function drawInvisibleWords(page: PDFPage, font: PDFFont, words: OcrWord[], imageHeight: number, pointsPerPixel: number): number {
  const fontKey = page.node.newFontDictionary(font.name, font.ref);
  let drawn = 0;
  for (const word of words) {
    const text = encodable(word.text.trim(), font);
    const boxWidth = (word.box.x1 - word.box.x0) * pointsPerPixel;
    const boxHeight = (word.box.y1 - word.box.y0) * pointsPerPixel;
    if (!text || boxWidth <= 0 || boxHeight <= 0) continue;
    const size = boxHeight * SIZE_OF_BOX;
    const naturalWidth = font.widthOfTextAtSize(text, size);
    const x = word.box.x0 * pointsPerPixel;
    const y = (imageHeight - word.box.y1) * pointsPerPixel + boxHeight * BASELINE_IN_BOX;
    page.pushOperators(
      pushGraphicsState(), beginText(), setFontAndSize(fontKey, size), setTextRenderingMode(TextRenderingMode.Invisible),
      setCharacterSqueeze(naturalWidth > 0 ? (100 * boxWidth) / naturalWidth : 100), setTextMatrix(1, 0, 0, 1, x, y),
      showText(font.encodeText(text)), endText(), popGraphicsState(),
    );
    drawn += 1;
  }
  return drawn;
}

/** The word with the characters the font cannot write replaced by "?" (the standard fonts are WinAnsi). */
function encodable(text: string, font: PDFFont): string {
  const characters = new Set(font.getCharacterSet());
  return [...text].map((character) => (characters.has(character.codePointAt(0)!) ? character : '?')).join('');
}
