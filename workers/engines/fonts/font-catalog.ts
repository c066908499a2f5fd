// Which open font draws each family people can choose, and which file of it holds a character.
// The fonts are @fontsource packages: one WOFF file per Unicode subset (Latin, Cyrillic, Greek,
// ..., and about a hundred slices of Chinese), copied at build under /vendor/ (workers/document/descriptor.ts).
// WOFF, not WOFF2: fontkit reads and subsets WOFF, and subsetting keeps the output small.
import arimoRanges from '@fontsource/arimo/unicode.json';
import tinosRanges from '@fontsource/tinos/unicode.json';
import cousineRanges from '@fontsource/cousine/unicode.json';
import notoSansRanges from '@fontsource/noto-sans/unicode.json';
import notoSansArabicRanges from '@fontsource/noto-sans-arabic/unicode.json';
import notoSansHebrewRanges from '@fontsource/noto-sans-hebrew/unicode.json';
import notoSansThaiRanges from '@fontsource/noto-sans-thai/unicode.json';
import notoSansScRanges from '@fontsource/noto-sans-sc/unicode.json';
import notoSansKrRanges from '@fontsource/noto-sans-kr/unicode.json';
import type { StampFontFamily } from '../../../src/contract/stamp-fonts';

export interface FontFile {
  /** The @fontsource package name without its scope, e.g. 'arimo'. */
  typeface: string;
  /** File name inside the package's files/ folder and under /vendor/fonts/. */
  fileName: string;
  /** Inclusive code point ranges this file is meant for (its CSS unicode-range). */
  ranges: Array<[number, number]>;
  /** Served from /vendor/heavy/fonts/ and fetched when a text first needs it (too large to precache), else /vendor/fonts/. */
  firstUse: boolean;
  /**
   * Whether fontkit's subsetter (pdf-lib's embedding) keeps its outlines whole. It does not for Noto
   * Sans Arabic (MuPDF and FreeType then report "invalid outline" and draw nothing): such a file is
   * embedded whole, about 100 kB.
   */
  subsettable: boolean;
}

type SubsetRanges = Record<string, string>;

function filesOf(typeface: string, subsets: SubsetRanges, { firstUse = false, subsettable = true } = {}): FontFile[] {
  // Latin first: most text is Latin, so its file is tried (and loaded) first.
  const names = Object.keys(subsets).sort((a, b) => rank(a) - rank(b));
  return names.map((subset) => ({
    typeface,
    // Numbered slices are keyed '[12]' and named '…-12-400-normal.woff'.
    fileName: `${typeface}-${subset.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff`,
    ranges: parseUnicodeRange(subsets[subset]),
    firstUse,
    subsettable,
  }));
}

/** Only the subsets of a script font that hold its script: Noto Sans already draws their Latin and Cyrillic. */
function scriptSubsets(subsets: SubsetRanges, keep: (subset: string) => boolean): SubsetRanges {
  return Object.fromEntries(Object.entries(subsets).filter(([subset]) => keep(subset)));
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

/**
 * What draws the characters a family lacks: Noto Sans (Cyrillic, Greek, Devanagari, Vietnamese), then
 * one Noto font per other script. Arabic, Hebrew and Thai are small and precached; Chinese (which also
 * holds Japanese kana) and Korean are about a hundred slices each, each fetched when a text needs it.
 */
const fallback: FontFile[] = [
  ...filesOf('noto-sans', notoSansRanges),
  ...filesOf('noto-sans-arabic', scriptSubsets(notoSansArabicRanges, (subset) => subset === 'arabic'), { subsettable: false }),
  ...filesOf('noto-sans-hebrew', scriptSubsets(notoSansHebrewRanges, (subset) => subset === 'hebrew')),
  ...filesOf('noto-sans-thai', scriptSubsets(notoSansThaiRanges, (subset) => subset === 'thai')),
  ...filesOf('noto-sans-sc', scriptSubsets(notoSansScRanges, (subset) => subset.startsWith('[')), { firstUse: true }),
  // Korean after Chinese: only what the Chinese font lacks (most Hangul syllables) is looked for here.
  ...filesOf('noto-sans-kr', scriptSubsets(notoSansKrRanges, (subset) => subset.startsWith('[')), { firstUse: true }),
];

function covering(files: FontFile[], codePoint: number): FontFile[] {
  return files.filter((file) => file.ranges.some(([first, last]) => codePoint >= first && codePoint <= last));
}

/** Files that may hold the character, in the order to try them: the family's, then the fallbacks. */
export function candidateFiles(family: StampFontFamily, codePoint: number): FontFile[] {
  return [...covering(families[family], codePoint), ...fallbackFiles(codePoint)];
}

/** The fallback files that may hold the character, for text whose own font lacks it. */
export function fallbackFiles(codePoint: number): FontFile[] {
  return covering(fallback, codePoint);
}

/** The fallback files, in the order they are tried. */
export function fallbackFontFiles(): FontFile[] {
  return [...fallback];
}

/** Every font file the tools may load: what the build copies (precached unless `firstUse`). */
export function allFontFiles(): FontFile[] {
  const seen = new Map<string, FontFile>();
  for (const file of [...Object.values(families).flat(), ...fallback]) seen.set(file.fileName, file);
  return [...seen.values()];
}
