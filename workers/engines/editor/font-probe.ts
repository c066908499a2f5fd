// What a font already in the file can write: which code shows each character, how wide it is, and
// whether the embedded font program really has that glyph (a subset font keeps only the glyphs its
// text used; its encoding may still name the others). Codes are found the way a viewer reads them:
// the font is copied into a scratch document, its codes are shown there, and MuPDF reads them back
// (every encoding, Differences and ToUnicode map counts, as for the page's own text). The glyphs
// asked about are drawn once, each in its own cell, and a glyph that leaves no ink is missing.
import type { PDFObject } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { readToUnicode } from '../fonts/to-unicode-reader';
import { mayEditWith } from './font-licence';

export interface FontProbe {
  /** Bytes per code in a string: 1 for simple fonts, 2 for Identity-encoded composite fonts. */
  codeLength: 1 | 2;
  /** The code that shows a character, if the font has one whose glyph it holds. */
  codeOf(char: string): number | undefined;
  /** The code's advance, in thousandths of the font size. */
  width(code: number): number;
}

const CELL = 24;
const GLYPH_SIZE = 16;
const WHITESPACE = /^\s$/u;

/**
 * Reads what the font can write, for the characters the edit needs; undefined when it can write
 * nothing: a Type 3 font, a licence that forbids editing, a composite font with a CMap other than Identity.
 */
export function probeFont(mupdf: Mupdf, font: PDFObject, needed: string[]): FontProbe | undefined {
  const subtype = font.get('Subtype').isName() ? font.get('Subtype').asName() : '';
  if (subtype === 'Type3' || !mayEditWith(font)) return undefined;
  const composite = subtype === 'Type0';
  const encoding = font.get('Encoding');
  if (composite && !(encoding.isName() && /^Identity-[HV]$/.test(encoding.asName()))) return undefined;
  const codeLength = composite ? 2 : 1;
  const simple = composite ? undefined : simpleCodes(mupdf, font);
  const codes = simple?.codes ?? compositeCodes(font);
  const widths = simple ? (code: number) => simple.advances.get(code) ?? 0 : compositeWidths(font);
  const wanted = [...new Set(needed)].filter((char) => codes.has(char) && !WHITESPACE.test(char));
  const inked = glyphsWithInk(mupdf, font, codeLength, wanted.map((char) => codes.get(char)!));
  return {
    codeLength,
    codeOf: (char) => {
      const code = codes.get(char);
      if (code === undefined) return undefined;
      return WHITESPACE.test(char) || inked.has(code) ? code : undefined;
    },
    width: widths,
  };
}

/** Character → code for an Identity-encoded composite font: its ToUnicode map turned round. */
function compositeCodes(font: PDFObject): Map<string, number> {
  const codes = new Map<string, number>();
  const map = font.get('ToUnicode');
  if (!map.isStream()) return codes;
  for (const [code, text] of readToUnicode(map.readStream().asString()).codes) {
    if (!codes.has(text)) codes.set(text, code);
  }
  return codes;
}

/**
 * Character → code, and each code's advance, for a simple font: its 256 codes shown in a scratch
 * document, each twice, and read back. The second copy's place gives the advance as a viewer lays it
 * out (the file's /Widths, or a standard font's own metrics when the file gives none).
 */
function simpleCodes(mupdf: Mupdf, font: PDFObject): { codes: Map<string, number>; advances: Map<number, number> } {
  const shown = new Map<number, Array<{ char: string; x: number }>>();
  const doc = new mupdf.PDFDocument();
  try {
    const rows = Array.from({ length: 256 }, (_, code) => `1 0 0 1 10 ${10 + code * 20} Tm <${hex(code, 1)}${hex(code, 1)}> Tj`);
    const page = scratchPage(doc, font, [10 + 256 * 20 + 20], `BT /F 10 Tf ${rows.join(' ')} ET`);
    const text = page.toStructuredText('preserve-whitespace');
    try {
      const height = page.getBounds()[3];
      text.walk({
        onChar: (char, origin) => {
          // Rows run up the page; MuPDF's page space runs down, from the top of the page.
          const code = Math.round((height - origin[1] - 10) / 20);
          if (code >= 0 && code < 256) shown.set(code, [...(shown.get(code) ?? []), { char, x: origin[0] }]);
        },
      });
    } finally {
      text.destroy();
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
  const codes = new Map<string, number>();
  const advances = new Map<number, number>();
  for (const [code, chars] of [...shown].sort(([a], [b]) => a - b)) {
    if (chars.length % 2 !== 0) continue;
    const half = chars.length / 2;
    // Shown at size 10: the advance in thousandths of the size is a hundred times the distance.
    advances.set(code, (chars[half].x - chars[0].x) * 100);
    const text = chars.slice(0, half).map(({ char }) => char).join('');
    // A ligature's code reads as several characters ("fi"): it writes none of them alone.
    if (half === 1 && text !== '\uFFFD' && !codes.has(text)) codes.set(text, code);
  }
  return { codes, advances };
}

/** The codes whose glyphs leave ink when drawn: each drawn in its own cell of a scratch page. */
function glyphsWithInk(mupdf: Mupdf, font: PDFObject, codeLength: 1 | 2, codes: number[]): Set<number> {
  const inked = new Set<number>();
  if (codes.length === 0) return inked;
  const columns = 32;
  const rows = Math.ceil(codes.length / columns);
  const doc = new mupdf.PDFDocument();
  try {
    const cells = codes.map((code, index) => `1 0 0 1 ${(index % columns) * CELL + 4} ${(rows - 1 - Math.floor(index / columns)) * CELL + 6} Tm <${hex(code, codeLength)}> Tj`);
    const page = scratchPage(doc, font, [rows * CELL, columns * CELL], `BT /F ${GLYPH_SIZE} Tf ${cells.join(' ')} ET`);
    const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false);
    try {
      const pixels = pixmap.getPixels();
      const stride = pixmap.getStride();
      codes.forEach((code, index) => {
        const left = (index % columns) * CELL;
        const top = Math.floor(index / columns) * CELL;
        for (let y = top; y < top + CELL && !inked.has(code); y += 1) {
          for (let x = left; x < left + CELL; x += 1) {
            if (pixels[y * stride + x] < 200) {
              inked.add(code);
              break;
            }
          }
        }
      });
    } finally {
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
  return inked;
}

/** A page of a scratch document showing content with a copy of the font as /F. */
function scratchPage(doc: InstanceType<Mupdf['PDFDocument']>, font: PDFObject, [height, width = 200]: number[], content: string) {
  const resources = doc.newDictionary();
  const fonts = doc.newDictionary();
  fonts.put('F', doc.graftObject(font));
  resources.put('Font', fonts);
  doc.insertPage(-1, doc.addPage([0, 0, width, height], 0, resources, content));
  return doc.loadPage(0);
}

/** A composite font's /W array (c [w1 w2 …] and c1 c2 w forms), /DW (1000) for the rest. */
function compositeWidths(font: PDFObject): (code: number) => number {
  // Paths, not chained gets: mupdf.js's null object (a key the file leaves out) has no further keys.
  const dw = font.get('DescendantFonts', 0, 'DW');
  const fallback = dw.isNumber() ? dw.asNumber() : 1000;
  const table = new Map<number, number>();
  const w = font.get('DescendantFonts', 0, 'W');
  const numberAt = (array: PDFObject, index: number) => (array.get(index).isNumber() ? array.get(index).asNumber() : 0);
  // A few times the glyphs a font can have, at most: a hostile array claims no more work than that.
  let work = 0;
  for (let index = 0; w.isArray() && index + 1 < w.length && work < 4 * 0x10000;) {
    const first = numberAt(w, index);
    const next = w.get(index + 1);
    if (next.isArray()) {
      for (let step = 0; step < next.length; step += 1, work += 1) table.set(first + step, numberAt(next, step));
      index += 2;
      work += 1;
    } else {
      const last = numberAt(w, index + 1);
      const width = numberAt(w, index + 2);
      for (let code = first; code <= last && work < 4 * 0x10000; code += 1, work += 1) table.set(code, width);
      index += 3;
      work += 1;
    }
  }
  return (code) => table.get(code) ?? fallback;
}

export function hex(code: number, length: 1 | 2): string {
  return code.toString(16).padStart(length * 2, '0');
}
