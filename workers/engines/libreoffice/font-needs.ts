// What a document's characters ask of the converter's fonts: the script packs to load, and the
// characters no font the app has can draw.
import { inRanges } from './code-point-ranges';
import { SCRIPT_FONT_PACKS, type FontCoverage } from './script-fonts';

export interface FontNeeds {
  /** Pack ids, in SCRIPT_FONT_PACKS order. */
  packs: string[];
  /** Characters neither LibreOffice's fonts nor any pack has, each once, in code point order. */
  notDrawable: string[];
}

/** Spaces, controls, format marks and private-use code points draw no glyph of their own; they are not counted. */
const NOT_A_GLYPH = /^[\p{C}\p{Z}]$/u;

export function fontNeeds(codePoints: Iterable<number>, coverage: FontCoverage): FontNeeds {
  const packs = new Set<string>();
  const notDrawable: number[] = [];
  for (const codePoint of new Set(codePoints)) {
    if (inRanges(coverage.bundled, codePoint) || NOT_A_GLYPH.test(String.fromCodePoint(codePoint))) continue;
    const pack = SCRIPT_FONT_PACKS.find(({ id }) => inRanges(coverage.packs[id] ?? [], codePoint));
    if (pack) packs.add(pack.id);
    else notDrawable.push(codePoint);
  }
  return {
    packs: SCRIPT_FONT_PACKS.filter(({ id }) => packs.has(id)).map(({ id }) => id),
    notDrawable: notDrawable.sort((a, b) => a - b).map((codePoint) => String.fromCodePoint(codePoint)),
  };
}
