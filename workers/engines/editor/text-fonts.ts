// The fonts a text item is drawn with: the built-in face the user chose (URW's metric-compatible
// Nimbus, which has Latin, Greek and Cyrillic), and for the characters it lacks the served font of
// their script (Arabic, Devanagari, Thai, Chinese, …), shaped so Arabic joins and Indic marks sit
// on their letters.
import type { Font as ParsedFont } from '@pdf-lib/fontkit';
import type { Font as MupdfFont } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import type { FontFile } from '../fonts/font-catalog';
import { loadFontFile } from '../fonts/font-files';
import { fontsForCharacters, piecesByFont } from '../fonts/font-pieces';
import { fallbackWithGlyph } from '../fonts/parsed-font';
import { isRightToLeftText, shapeRun, type ShapedRun } from '../fonts/shape-run';
import { woffToSfnt } from '../fonts/woff-to-sfnt';

export interface FallbackFont {
  file: FontFile;
  /** fontkit's reading, to shape with. */
  parsed: ParsedFont;
  /** MuPDF's, to draw with: the same file, so glyph numbers agree. Named after the file, which the PDF's font keeps. */
  font: MupdfFont;
}

/** A piece of a line in one font: the face's (drawn as characters) or a fallback's (drawn as shaped glyphs). */
export type TextPiece = { text: string; fallback?: undefined } | { text: string; fallback: FallbackFont; shaped: ShapedRun };

export interface ItemFonts {
  face: MupdfFont;
  /** The line's pieces in the order they are drawn, left to right. */
  pieces(line: string): TextPiece[];
  /** Their width at a font size, in the page's units. */
  width(pieces: TextPiece[], size: number): number;
  /** Characters no font has, each once (left out). */
  missing: string[];
}

const loadedFallbacks = new Map<string, Promise<FallbackFont>>();

function loadedFallback(mupdf: Mupdf, file: FontFile, parsed: ParsedFont): Promise<FallbackFont> {
  let fallback = loadedFallbacks.get(file.fileName);
  if (!fallback) {
    fallback = loadFontFile(file).then((bytes) => ({
      file, parsed, font: new mupdf.Font(fallbackFontName(file), woffToSfnt(bytes)),
    }));
    fallback.catch(() => loadedFallbacks.delete(file.fileName));
    loadedFallbacks.set(file.fileName, fallback);
  }
  return fallback;
}

/** The PDF name of a fallback font: one per file (Chinese slices share one PostScript name). */
export function fallbackFontName(file: FontFile): string {
  return `Folio-${file.fileName.replace(/-400-normal\.woff$/, '')}`;
}

type Source = { face: true } | FallbackFont;

export async function itemFonts(mupdf: Mupdf, faceName: string, text: string): Promise<ItemFonts> {
  const face = new mupdf.Font(faceName);
  const faceHas = (codePoint: number) => face.encodeCharacter(codePoint) > 0;
  const sources = await fontsForCharacters<Source>(text, async (codePoint) => {
    if (faceHas(codePoint)) return { face: true };
    const found = await fallbackWithGlyph(codePoint);
    return found && loadedFallback(mupdf, found.file, found.font);
  });
  const hasGlyph = (source: Source, codePoint: number) => ('face' in source ? faceHas(codePoint) : source.parsed.hasGlyphForCodePoint(codePoint));
  // Control characters (a tab) have no glyph anywhere and are not worth a notice.
  const missing = piecesByFont(text, hasGlyph, (codePoint) => sources.get(codePoint)).missing.filter((character) => /\P{C}/u.test(character));
  return {
    face,
    missing,
    pieces(line) {
      const pieces = piecesByFont(line, hasGlyph, (codePoint) => sources.get(codePoint)).pieces.map(({ font, text: pieceText }): TextPiece =>
        ('face' in font ? { text: pieceText } : { text: pieceText, fallback: font, shaped: shapeRun(font.parsed, pieceText) }));
      // A right-to-left line (Arabic, Hebrew) starts at the right: its pieces are drawn last to first.
      return isRightToLeftText(line) ? pieces.reverse() : pieces;
    },
    width(pieces, size) {
      return pieces.reduce((sum, piece) => sum + (piece.fallback
        ? (piece.shaped.advance / piece.shaped.unitsPerEm) * size
        : [...piece.text].reduce((advance, character) => advance + face.advanceGlyph(face.encodeCharacter(character.codePointAt(0)!)) * size, 0)), 0);
    },
  };
}
