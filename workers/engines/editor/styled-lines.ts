// A page's text lines as the text editor sees them: MuPDF's structured text, block by block and line
// by line, each character with its place, its font, size and colour. The screen is answered from
// these (page-text.ts) and the save reads them again (text-edits.ts), so both count lines alike.
import type { Matrix, PDFPage, Text } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { isRightToLeftText } from '../fonts/shape-run';

export interface StyledChar {
  char: string;
  /** MuPDF page space: x, y of the four corners (ul, ur, ll, lr). */
  quad: number[];
  /** The pen position on the baseline where the glyph starts. */
  origin: [number, number];
  /** The font's name as the file gives it (/BaseFont, with a subset prefix). */
  font: string;
  size: number;
  /** RGB, 0 to 1. */
  color: number[];
}

export interface FontLook { bold: boolean; italic: boolean; mono: boolean; serif: boolean }

export interface StyledLine {
  block: number;
  chars: StyledChar[];
  /** 0 for horizontal writing, 1 for vertical. */
  wmode: number;
  /** The writing direction: [1, 0] for an upright line. */
  direction: [number, number];
  /** Whether any character is written right to left (Arabic, Hebrew). */
  rightToLeft: boolean;
  /** How many of its characters are drawn invisibly (text render mode 3: an OCR layer), or stretched (horizontal scaling, Tz). */
  hidden: number;
  stretched: number;
}

export interface PageTextLines {
  lines: StyledLine[];
  fonts: Map<string, FontLook>;
  /** The share of the page covered by pictures, 0 to 1: a scan is nearly all picture. */
  pictureCover: number;
  /** Glyphs the page draws, and those it draws invisibly. */
  shownGlyphs: number;
  hiddenGlyphs: number;
}

export function readStyledLines(mupdf: Mupdf, page: PDFPage): PageTextLines {
  const drawn = drawnGlyphs(mupdf, page);
  const lines: StyledLine[] = [];
  const fonts = new Map<string, FontLook>();
  const [x0, y0, x1, y1] = page.getBounds();
  const pageArea = Math.max((x1 - x0) * (y1 - y0), 1);
  let pictureArea = 0;
  let block = -1;
  let line: StyledLine | undefined;
  const text = page.toStructuredText('preserve-whitespace,preserve-images');
  try {
    text.walk({
      onImageBlock: ([left, top, right, bottom]) => {
        pictureArea += Math.max(0, Math.min(right, x1) - Math.max(left, x0)) * Math.max(0, Math.min(bottom, y1) - Math.max(top, y0));
      },
      beginTextBlock: () => { block += 1; },
      beginLine: (_bbox, wmode, direction) => {
        line = { block, chars: [], wmode, direction: [direction[0], direction[1]], rightToLeft: false, hidden: 0, stretched: 0 };
      },
      onChar: (char, origin, font, size, quad, color, bidi) => {
        if (!line) return;
        const name = font.getName();
        if (!fonts.has(name)) fonts.set(name, { bold: font.isBold(), italic: font.isItalic(), mono: font.isMono(), serif: font.isSerif() });
        line.chars.push({ char, quad: [...quad], origin: [origin[0], origin[1]], font: name, size, color: [...color] });
        if (bidi % 2 === 1 || isRightToLeftText(char)) line.rightToLeft = true;
        const way = drawn.at.get(placeKey(origin[0], origin[1]));
        if (way === 'hidden') line.hidden += 1;
        if (way === 'stretched') line.stretched += 1;
      },
      endLine: () => {
        if (line && line.chars.length > 0) lines.push(line);
        line = undefined;
      },
    });
  } finally {
    text.destroy();
  }
  return { lines, fonts, pictureCover: Math.min(1, pictureArea / pageArea), shownGlyphs: drawn.shown, hiddenGlyphs: drawn.hidden };
}

const placeKey = (x: number, y: number) => `${Math.round(x * 4)}:${Math.round(y * 4)}`;

/**
 * How each glyph of the page is drawn, by its pen position: what the structured text does not say.
 * Invisibly (render mode 3, the hidden text of an OCR layer), or stretched (horizontal scaling): both
 * would come out wrong if rewritten as ordinary text.
 */
function drawnGlyphs(mupdf: Mupdf, page: PDFPage): { at: Map<string, 'hidden' | 'stretched'>; shown: number; hidden: number } {
  const at = new Map<string, 'hidden' | 'stretched'>();
  let shown = 0;
  let hidden = 0;
  const walk = (text: Text, ctm: Matrix, invisible: boolean) => {
    text.walk({
      showGlyph: (_font, trm) => {
        const [a, b, c, d] = trm;
        const [, , , , x, y] = mupdf.Matrix.concat(trm, ctm);
        if (invisible) {
          hidden += 1;
          at.set(placeKey(x, y), 'hidden');
          return;
        }
        shown += 1;
        const across = Math.hypot(a, b);
        const up = Math.hypot(c, d);
        if (up > 0 && Math.abs(across / up - 1) > 0.02) at.set(placeKey(x, y), 'stretched');
      },
    });
  };
  const device = new mupdf.Device({
    fillText: (text, ctm) => walk(text, ctm, false),
    strokeText: (text, _stroke, ctm) => walk(text, ctm, false),
    clipText: (text, ctm) => walk(text, ctm, false),
    clipStrokeText: (text, _stroke, ctm) => walk(text, ctm, false),
    ignoreText: (text, ctm) => walk(text, ctm, true),
  });
  try {
    page.run(device, mupdf.Matrix.identity);
  } finally {
    device.close();
    device.destroy();
  }
  return { at, shown, hidden };
}

export function lineText(line: StyledLine): string {
  return line.chars.map(({ char }) => char).join('');
}
