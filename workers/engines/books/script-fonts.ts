// Fonts for the scripts MuPDF's WebAssembly build has no face for (Arabic, Hebrew, Thai, Devanagari…):
// when a book's first layout leaves characters undrawn, the Noto fonts the stamp tools already serve for
// them are loaded (their WOFF unwrapped to sfnt for FreeType) and handed to MuPDF, which asks for a
// fallback font by script name while it lays the text out (HarfBuzz then shapes it).
import type { Font } from 'mupdf';
import { fallbackFiles, type FontFile } from '../fonts/font-catalog';
import { loadFontFile } from '../fonts/font-files';
import { woffToSfnt } from '../fonts/woff-to-sfnt';
import type { Mupdf } from '../mupdf/load-mupdf';

/** A letter of each script MuPDF names when it asks for a fallback: the file that draws it draws the script. */
const SCRIPT_LETTERS: Record<string, number> = {
  Arabic: 0x0628, Hebrew: 0x05d0, Thai: 0x0e01, Devanagari: 0x0915, Greek: 0x03b1, Cyrillic: 0x0431, Armenian: 0x0531, Georgian: 0x10d0,
};

/** The name the PDF gives the font: 'noto-sans-arabic' → 'NotoSansArabic'. */
const fontName = ({ typeface }: FontFile) => typeface.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join('');

export type ScriptFontLookup = (script: string) => Font | null;

/**
 * The fonts made so far, by file, kept for the worker's life: MuPDF keeps a fallback font it was given for
 * later books in the same worker, so the object behind it must live as long.
 */
const loaded = new Map<string, Font>();

/**
 * The fonts for the scripts of these undrawn characters that MuPDF asks fallbacks for; undefined when
 * none of them is such a script (then laying the book out again would change nothing).
 */
export async function scriptFontsFor(mupdf: Mupdf, missing: Iterable<string>): Promise<ScriptFontLookup | undefined> {
  const missingFiles = new Set<string>();
  for (const character of missing) {
    const file = fallbackFiles(character.codePointAt(0) ?? 0)[0];
    if (file) missingFiles.add(file.fileName);
  }
  const needed = Object.entries(SCRIPT_LETTERS)
    .map(([script, letter]) => ({ script, file: fallbackFiles(letter)[0] }))
    .filter(({ file }) => file && missingFiles.has(file.fileName));
  if (needed.length === 0) return undefined;
  for (const { file } of needed) {
    if (!loaded.has(file.fileName)) loaded.set(file.fileName, new mupdf.Font(fontName(file), woffToSfnt(await loadFontFile(file))));
  }
  const byScript = new Map(needed.map(({ script, file }) => [script, loaded.get(file.fileName)!]));
  return (script) => byScript.get(script) ?? null;
}
