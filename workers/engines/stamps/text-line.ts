// One line of stamp text, split into runs that each use one embedded font: the chosen family
// where it has the glyph, Noto Sans where it does not. Characters no font has are left out
// (never a crash); a text with nothing drawable is a clear bad-params error.
import type { PDFDocument, PDFFont, PDFRef } from 'pdf-lib';
import type { Font } from '@pdf-lib/fontkit';
import type { StampFontFamily } from '../../../src/contract/stamp-fonts';
import { EngineError } from '../../../src/contract/errors';
import { candidateFiles, type FontFile } from '../fonts/font-catalog';
import { loadFontFile } from '../fonts/font-files';
import { fontkit } from '../fonts/fontkit-runtime';
import { firstFileWithGlyph } from '../fonts/parsed-font';
import { fontsForCharacters, piecesByFont } from '../fonts/font-pieces';
import { isRightToLeftText, shapeRun, type ShapedRun } from '../fonts/shape-run';
import { woffToSfnt } from '../fonts/woff-to-sfnt';
import { embedWholeFont } from './whole-font';

export interface TextRun {
  font: { name: string; ref: PDFRef };
  text: string;
  /** Its glyphs and their places, numbered as in the embedded font. */
  shaped: ShapedRun;
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

/** A font in the document: the name and object its runs set, and how its glyphs are numbered there. */
interface DocumentFont {
  name: string;
  ref: PDFRef;
  /** The glyph numbers the embedded font gives the text's shaped glyphs. */
  glyphIds(text: string, shaped: ShapedRun): number[];
}

const embeddedFonts = new WeakMap<PDFDocument, Map<string, Promise<DocumentFont>>>();

function embeddedFont(document: PDFDocument, file: FontFile, parsed: Font): Promise<DocumentFont> {
  let fonts = embeddedFonts.get(document);
  if (!fonts) embeddedFonts.set(document, (fonts = new Map()));
  let font = fonts.get(file.fileName);
  if (!font) {
    document.registerFontkit(fontkit);
    font = loadFontFile(file).then(async (bytes): Promise<DocumentFont> => {
      if (!file.subsettable) {
        // Whole, as the TrueType file its WOFF wraps (a PDF cannot hold WOFF); glyphs keep their numbers.
        const whole = embedWholeFont(document, parsed, woffToSfnt(bytes));
        return {
          name: whole.name,
          ref: whole.ref,
          glyphIds: (_, shaped) => {
            whole.record(shaped.glyphs);
            return shaped.glyphs.map((glyph) => glyph.id);
          },
        };
      }
      // Subset: only the glyphs used are embedded, so the output grows by a few kilobytes.
      const subset = await document.embedFont(bytes, { subset: true });
      return { name: subset.name, ref: subset.ref, glyphIds: (text, shaped) => subsetGlyphIds(subset, text, shaped) };
    });
    fonts.set(file.fileName, font);
  }
  return font;
}

/** Lays the text out in the family (with fallbacks) at the size, embedding the fonts it needs. */
export async function layOutText(document: PDFDocument, text: string, family: StampFontFamily, size: number): Promise<TextLine> {
  const fonts = await fontsForCharacters(text, (codePoint) => firstFileWithGlyph(candidateFiles(family, codePoint), codePoint));
  const { pieces, missing } = piecesByFont<{ file: FontFile; font: Font }>(text, (piece, codePoint) => piece.font.hasGlyphForCodePoint(codePoint), (codePoint) => fonts.get(codePoint));
  if (pieces.every((piece) => piece.text.trim() === '')) {
    throw new EngineError('bad-params', `The text "${text}" has no characters the available fonts can draw.`);
  }
  const runs: TextRun[] = [];
  let ascent = 0;
  let descent = 0;
  for (const { font: { file, font }, text: pieceText } of pieces) {
    const embedded = await embeddedFont(document, file, font);
    const shaped = shapeRun(font, pieceText);
    const ids = embedded.glyphIds(pieceText, shaped);
    runs.push({ font: embedded, text: pieceText, shaped: { ...shaped, glyphs: shaped.glyphs.map((glyph, index) => ({ ...glyph, id: ids[index] })) } });
    ascent = Math.max(ascent, (font.ascent / font.unitsPerEm) * size);
    descent = Math.min(descent, (font.descent / font.unitsPerEm) * size);
  }
  // Right-to-left text (Arabic, Hebrew) starts at the right: its pieces are drawn last to first.
  if (isRightToLeftText(text)) runs.reverse();
  const width = runs.reduce((sum, run) => sum + (run.shaped.advance / run.shaped.unitsPerEm) * size, 0);
  return { runs, size, width, ascent, descent, missing };
}

/**
 * The numbers pdf-lib's subset gives the shaped glyphs: it renumbers them, and encoding the same
 * text with the same font gives the same glyphs in the same order (and adds them to the subset).
 */
function subsetGlyphIds(font: PDFFont, text: string, shaped: ShapedRun): number[] {
  const hex = font.encodeText(text).asString();
  const ids = Array.from({ length: hex.length / 4 }, (_, index) => parseInt(hex.slice(index * 4, index * 4 + 4), 16));
  if (ids.length !== shaped.glyphs.length) throw new Error(`Shaping "${text}" gave ${shaped.glyphs.length} glyphs, its embedding ${ids.length}.`);
  return ids;
}
