// A font for invisible text in any script. The standard fonts write only WinAnsi (Latin) characters, so
// words tesseract reads in Chinese, Arabic, Hindi or Greek would reach the PDF as "?". This font is a
// Type 0 font whose character codes are the text's own UTF-16 code units (Identity-H) and whose
// ToUnicode map gives each code back as that character: extractors, search and copy get the real text.
// It carries no glyphs (every character 500 units wide), which is all text that is never drawn needs.
import { PDFHexString, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';

export const UNICODE_FONT_NAME = 'FolioUnicodeText';
/** Every character's advance, in thousandths of the font size. */
export const UNICODE_CHARACTER_WIDTH = 500;

/** Adds the font to `doc` and returns its reference, for a page's font dictionary. */
export function embedUnicodeTextFont(doc: PDFDocument): PDFRef {
  const { context } = doc;
  const descriptor = context.register(context.obj({
    Type: 'FontDescriptor', FontName: UNICODE_FONT_NAME, Flags: 4,
    FontBBox: [0, -200, UNICODE_CHARACTER_WIDTH, 800], ItalicAngle: 0, Ascent: 800, Descent: -200, CapHeight: 700, StemV: 80,
  }));
  const descendant = context.register(context.obj({
    Type: 'Font', Subtype: 'CIDFontType2', BaseFont: UNICODE_FONT_NAME,
    CIDSystemInfo: context.obj({ Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 }),
    FontDescriptor: descriptor, DW: UNICODE_CHARACTER_WIDTH, W: nonSpacingMarkWidths(), CIDToGIDMap: 'Identity',
  }));
  const toUnicode = context.register(context.flateStream(identityToUnicodeCMap()));
  return context.register(context.obj({
    Type: 'Font', Subtype: 'Type0', BaseFont: UNICODE_FONT_NAME, Encoding: 'Identity-H',
    DescendantFonts: [descendant], ToUnicode: toUnicode,
  }));
}

/** Marks that sit on the character before them (accents, Indic vowel signs and viramas) take no room. */
const NON_SPACING = /\p{Mn}/u;

/** The /W array: every non-spacing mark of the basic plane 0 wide, as `first last 0` ranges. */
function nonSpacingMarkWidths(): number[] {
  const ranges: number[] = [];
  for (let code = 0; code <= 0xffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (!NON_SPACING.test(String.fromCharCode(code))) continue;
    const last = ranges.length - 2;
    if (ranges.length > 0 && ranges[last] === code - 1) ranges[last] = code;
    else ranges.push(code, code, 0);
  }
  return ranges;
}

/**
 * `text` as the font's codes, two bytes per character, as a hex string for `Tj`, and how many of them
 * take room (for the width). A character beyond the basic plane (one UTF-16 code unit cannot hold it) is "?".
 */
export function encodeForUnicodeFont(text: string): { codes: PDFHexString; characters: number } {
  const units = [...text].map((character) => (character.length === 1 ? character.charCodeAt(0) : QUESTION_MARK));
  const spacing = units.filter((unit) => !NON_SPACING.test(String.fromCharCode(unit))).length;
  return { codes: PDFHexString.of(units.map((unit) => unit.toString(16).padStart(4, '0')).join('')), characters: spacing };
}

const QUESTION_MARK = 0x3f;
/** High bytes of UTF-16 surrogates: never a code here, so not in the map. */
const SURROGATES = { first: 0xd8, last: 0xdf };

/**
 * The ToUnicode CMap: code XXYY is the character U+XXYY. A bfrange may only vary its last byte, so there
 * is one range per high byte, at most 100 to a block as the CMap format asks.
 */
function identityToUnicodeCMap(): string {
  const ranges = Array.from({ length: 256 }, (_, high) => high)
    .filter((high) => high < SURROGATES.first || high > SURROGATES.last)
    .map((high) => {
      const byte = high.toString(16).padStart(2, '0');
      return `<${byte}00> <${byte}ff> <${byte}00>`;
    });
  const blocks: string[] = [];
  for (let start = 0; start < ranges.length; start += 100) {
    const block = ranges.slice(start, start + 100);
    blocks.push(`${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<0000> <ffff>', 'endcodespacerange',
    ...blocks,
    'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end',
  ].join('\n');
}
