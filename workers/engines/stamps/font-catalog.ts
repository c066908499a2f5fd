// Which open font draws each family people can choose, and which file of it holds a character.
// The fonts are @fontsource packages: one WOFF file per Unicode subset (Latin, Cyrillic, Greek,
// ...), copied at build into /vendor/fonts/ (workers/document/descriptor.ts). WOFF, not WOFF2:
// fontkit subsets WOFF correctly, and subsetting keeps the output small.
import arimoRanges from '@fontsource/arimo/unicode.json';
import tinosRanges from '@fontsource/tinos/unicode.json';
import cousineRanges from '@fontsource/cousine/unicode.json';
import notoSansRanges from '@fontsource/noto-sans/unicode.json';
import type { StampFontFamily } from '../../../src/contract/stamp-fonts';

export interface FontFile {
  /** The @fontsource package name without its scope, e.g. 'arimo'. */
  typeface: string;
  /** File name inside the package's files/ folder and under /vendor/fonts/. */
  fileName: string;
  /** Inclusive code point ranges this file is meant for (its CSS unicode-range). */
  ranges: Array<[number, number]>;
}

type SubsetRanges = Record<string, string>;

function filesOf(typeface: string, subsets: SubsetRanges): FontFile[] {
  // Latin first: most text is Latin, so its file is tried (and loaded) first.
  const names = Object.keys(subsets).sort((a, b) => rank(a) - rank(b));
  return names.map((subset) => ({
    typeface,
    fileName: `${typeface}-${subset}-400-normal.woff`,
    ranges: parseUnicodeRange(subsets[subset]),
  }));
}

function rank(subset: string): number {
  return subset === 'latin' ? 0 : subset === 'latin-ext' ? 1 : 2;
}

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]] */
export function parseUnicodeRange(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

// Arimo, Tinos and Cousine share the metrics of Arial/Helvetica, Times New Roman and Courier New,
// so text takes the same room as with the fonts people chose.
const families: Record<StampFontFamily, FontFile[]> = {
  Arial: filesOf('arimo', arimoRanges),
  Helvetica: filesOf('arimo', arimoRanges),
  'Times New Roman': filesOf('tinos', tinosRanges),
  Courier: filesOf('cousine', cousineRanges),
};

/** Noto Sans draws what the chosen family lacks (e.g. Devanagari). */
const fallback = filesOf('noto-sans', notoSansRanges);

/** Files that may hold the character, in the order to try them: the family's, then Noto Sans. */
export function candidateFiles(family: StampFontFamily, codePoint: number): FontFile[] {
  const covers = (file: FontFile) => file.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
  return [...families[family].filter(covers), ...fallback.filter(covers)];
}

/** Every font file the tools may load: what the build copies and the service worker precaches. */
export function allFontFiles(): FontFile[] {
  const seen = new Map<string, FontFile>();
  for (const file of [...Object.values(families).flat(), ...fallback]) seen.set(file.fileName, file);
  return [...seen.values()];
}
