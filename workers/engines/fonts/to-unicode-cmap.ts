// A ToUnicode CMap (PDF 32000-1 §9.10.3) for a font shown with two-byte glyph numbers: what each
// glyph stands for, so text extraction reads the characters back (several for a ligature or conjunct).

/** The CMap's text for glyph number → the characters it stands for. */
export function toUnicodeCMap(characters: Map<number, number[]>): string {
  const hex = (value: number) => value.toString(16).padStart(4, '0');
  const utf16 = (codePoints: number[]) => {
    const units = String.fromCodePoint(...codePoints);
    return Array.from({ length: units.length }, (_, index) => hex(units.charCodeAt(index))).join('');
  };
  const entries = [...characters]
    .filter(([, codePoints]) => codePoints.length > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, codePoints]) => `<${hex(id)}> <${utf16(codePoints)}>`);
  // A bfchar block holds at most 100 entries.
  const blocks = Array.from({ length: Math.ceil(entries.length / 100) }, (_, index) => entries.slice(index * 100, index * 100 + 100));
  return [
    '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<0000> <ffff>', 'endcodespacerange',
    ...blocks.flatMap((block) => [`${block.length} beginbfchar`, ...block, 'endbfchar']),
    'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end',
  ].join('\n');
}
