// Reads a font's ToUnicode CMap (PDF 32000-1 §9.10.3) the other way round from to-unicode-cmap.ts:
// which character codes the font shows, how many bytes each code takes, and what text each stands
// for. The text editor writes new text in a file's own font by turning characters back into codes.

export interface ToUnicodeMap {
  /** Code → the text it stands for (one character, or several for a ligature). */
  codes: Map<number, string>;
  /** Bytes per code in a content stream string: 1 for simple fonts, 2 for Identity-H and most CID fonts. */
  codeLength: number;
}

const HEX = /<([0-9A-Fa-f\s]*)>/g;
/** Codes a map may spell out through its ranges: a few times what any font has. Past it (a hostile file) the map is read no further. */
const MAX_RANGE_WORK = 4 * 0x10000;
const utf16 = new TextDecoder('utf-16be');

/** The map of a ToUnicode stream's text; codes it cannot read are left out. */
export function readToUnicode(cmap: string): ToUnicodeMap {
  const codes = new Map<number, string>();
  let codeLength = 0;
  let work = 0;
  for (const [, block] of cmap.matchAll(/begincodespacerange([\s\S]*?)endcodespacerange/g)) {
    for (const [, low] of block.matchAll(HEX)) codeLength = Math.max(codeLength, digitsOf(low).length / 2);
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    const strings = [...block.matchAll(HEX)].map(([, hex]) => digitsOf(hex));
    for (let index = 0; index + 1 < strings.length; index += 2) {
      codeLength ||= strings[index].length / 2;
      codes.set(parseInt(strings[index], 16), textOfHex(strings[index + 1]));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, rest] of block.matchAll(/<([0-9A-Fa-f\s]+)>\s*<([0-9A-Fa-f\s]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f\s]+>)/g)) {
      const first = parseInt(digitsOf(low), 16);
      const last = Math.min(parseInt(digitsOf(high), 16), first + 0xffff);
      codeLength ||= digitsOf(low).length / 2;
      if (rest.startsWith('[')) {
        [...rest.matchAll(HEX)].forEach(([, hex], step) => first + step <= last && codes.set(first + step, textOfHex(digitsOf(hex))));
        continue;
      }
      // <low> <high> <start>: consecutive codes stand for consecutive texts, the last UTF-16 unit counting up.
      const start = digitsOf(rest);
      const head = start.slice(0, -4);
      const tail = parseInt(start.slice(-4), 16);
      for (let code = first; code <= last && work < MAX_RANGE_WORK; code += 1, work += 1) {
        codes.set(code, textOfHex(head + (tail + code - first).toString(16).padStart(4, '0')));
      }
    }
  }
  return { codes, codeLength: codeLength || 1 };
}

function digitsOf(hex: string): string {
  const digits = hex.replace(/\s/g, '');
  return digits.length % 2 === 0 ? digits : `${digits}0`;
}

function textOfHex(digits: string): string {
  const bytes = new Uint8Array(digits.length >> 1);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  // A one-byte destination is not UTF-16: it is read as the character of that number.
  if (bytes.length === 1) return String.fromCharCode(bytes[0]);
  return utf16.decode(bytes).replace(/^\uFEFF/, '');
}
