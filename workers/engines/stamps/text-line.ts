// One line of stamp text, split into runs that each use one embedded font: the chosen family
// where it has the glyph, Noto Sans where it does not. Characters no font has are left out
// (never a crash); a text with nothing drawable is a clear bad-params error.
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font } from '@pdf-lib/fontkit';
import type { StampFontFamily } from '../../../src/contract/stamp-fonts';
import { EngineError } from '../../../src/contract/errors';
import { candidateFiles, type FontFile } from './font-catalog';
import { loadFontFile } from './font-files';
import { fontkit } from './fontkit-runtime';

export interface TextRun {
  font: PDFFont;
  text: string;
}

export interface TextLine {
  runs: TextRun[];
  size: number;
  width: number;
  /** Above the baseline (positive) and below it (negative), in points. */
  ascent: number;
  descent: number;
  /** Characters no bundled font can draw, left out of the line. */
  missing: string[];
}

const parsedFonts = new Map<string, Promise<Font>>();
const embeddedFonts = new WeakMap<PDFDocument, Map<string, Promise<PDFFont>>>();

function parsedFont(file: FontFile): Promise<Font> {
  let font = parsedFonts.get(file.fileName);
  if (!font) {
    font = loadFontFile(file).then((bytes) => fontkit.create(bytes));
    font.catch(() => parsedFonts.delete(file.fileName));
    parsedFonts.set(file.fileName, font);
  }
  return font;
}

function embeddedFont(document: PDFDocument, file: FontFile): Promise<PDFFont> {
  let fonts = embeddedFonts.get(document);
  if (!fonts) embeddedFonts.set(document, (fonts = new Map()));
  let font = fonts.get(file.fileName);
  if (!font) {
    document.registerFontkit(fontkit);
    // Subset: only the glyphs used are embedded, so the output grows by a few kilobytes.
    font = loadFontFile(file).then((bytes) => document.embedFont(bytes, { subset: true }));
    fonts.set(file.fileName, font);
  }
  return font;
}

/** Lays the text out in the family (with fallbacks) at the size, embedding the fonts it needs. */
export async function layOutText(document: PDFDocument, text: string, family: StampFontFamily, size: number): Promise<TextLine> {
  const pieces: Array<{ file: FontFile; font: Font; text: string }> = [];
  const missing: string[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const current = pieces.at(-1);
    // Staying in the current font keeps spaces, digits and combining marks with their neighbours.
    if (current && current.font.hasGlyphForCodePoint(codePoint)) {
      current.text += character;
      continue;
    }
    const file = await firstFileWithGlyph(family, codePoint);
    if (!file) {
      missing.push(character);
      continue;
    }
    pieces.push({ file: file.file, font: file.font, text: character });
  }
  if (pieces.every((piece) => piece.text.trim() === '')) {
    throw new EngineError('bad-params', `The text "${text}" has no characters the available fonts can draw.`);
  }
  const runs: TextRun[] = [];
  let ascent = 0;
  let descent = 0;
  for (const piece of pieces) {
    runs.push({ font: await embeddedFont(document, piece.file), text: piece.text });
    ascent = Math.max(ascent, (piece.font.ascent / piece.font.unitsPerEm) * size);
    descent = Math.min(descent, (piece.font.descent / piece.font.unitsPerEm) * size);
  }
  const width = runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  return { runs, size, width, ascent, descent, missing: [...new Set(missing)] };
}

async function firstFileWithGlyph(family: StampFontFamily, codePoint: number) {
  for (const file of candidateFiles(family, codePoint)) {
    const font = await parsedFont(file);
    if (font.hasGlyphForCodePoint(codePoint)) return { file, font };
  }
  return undefined;
}
