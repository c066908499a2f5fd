// Fonts read by fontkit, once per engine: to ask which file has a glyph, to measure and to shape.
import type { Font } from '@pdf-lib/fontkit';
import { fallbackFiles, type FontFile } from './font-catalog';
import { loadFontFile } from './font-files';
import { fontkit } from './fontkit-runtime';

const parsedFonts = new Map<string, Promise<Font>>();

export function parsedFont(file: FontFile): Promise<Font> {
  let font = parsedFonts.get(file.fileName);
  if (!font) {
    font = loadFontFile(file).then((bytes) => fontkit.create(bytes));
    font.catch(() => parsedFonts.delete(file.fileName));
    parsedFonts.set(file.fileName, font);
  }
  return font;
}

/** The first of the files that has a glyph for the character (files are loaded as they are tried). */
export async function firstFileWithGlyph(files: FontFile[], codePoint: number): Promise<{ file: FontFile; font: Font } | undefined> {
  for (const file of files) {
    const font = await parsedFont(file);
    if (font.hasGlyphForCodePoint(codePoint)) return { file, font };
  }
  return undefined;
}

/** The fallback font that draws a character its own font lacks, if any. */
export function fallbackWithGlyph(codePoint: number): Promise<{ file: FontFile; font: Font } | undefined> {
  return firstFileWithGlyph(fallbackFiles(codePoint), codePoint);
}
