// The characters of the text in a PDF LibreOffice wrote, whether or not a font drew them: what each
// font's ToUnicode map says its glyphs are, and the ActualText LibreOffice puts around glyphs that
// stand for other characters (a missing character is drawn as the font's empty box, and only its
// ActualText still says which character it was).
import { decodePDFRawStream, PDFName, PDFRawStream, type PDFDocument } from 'pdf-lib';

const HEX_STRING = /<([0-9A-Fa-f\s]*)>/g;
const ACTUAL_TEXT = /\/ActualText\s*<([0-9A-Fa-f\s]*)>/g;
const utf16 = new TextDecoder('utf-16be');

/** The code points in the PDF's text, each once. */
export function pdfCharacters(pdf: PDFDocument): Set<number> {
  const codePoints = new Set<number>();
  const add = (hex: string) => {
    for (const char of textOfHex(hex)) codePoints.add(char.codePointAt(0)!);
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) continue;
    const text = streamText(object);
    if (text === undefined) continue;
    if (text.includes('begincmap')) for (const hex of cmapDestinations(text)) add(hex);
    for (const [, hex] of text.matchAll(ACTUAL_TEXT)) add(hex);
  }
  return codePoints;
}

function streamText(stream: PDFRawStream): string | undefined {
  try {
    return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
  } catch {
    return undefined; // a filter pdf-lib cannot undo holds no text LibreOffice writes
  }
}

/** The Unicode side of a ToUnicode map: each bfchar's and bfrange's destination strings (ranges expanded). */
function cmapDestinations(cmap: string): string[] {
  const destinations: string[] = [];
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    const strings = [...block.matchAll(HEX_STRING)].map(([, hex]) => hex);
    for (let index = 1; index < strings.length; index += 2) destinations.push(strings[index]);
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, rest] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g)) {
      if (rest.startsWith('[')) {
        destinations.push(...[...rest.matchAll(HEX_STRING)].map(([, hex]) => hex));
        continue;
      }
      // <low> <high> <first>: consecutive codes map to consecutive characters from `first`.
      const first = parseInt(rest.slice(1, -1), 16);
      const count = Math.min(parseInt(high, 16) - parseInt(low, 16), 0xffff);
      for (let step = 0; step <= count; step += 1) destinations.push((first + step).toString(16).padStart(4, '0'));
    }
  }
  return destinations;
}

/** A PDF text string written in hex: UTF-16BE, with or without its byte order mark. */
function textOfHex(hex: string): string {
  const digits = hex.replace(/\s/g, '');
  const bytes = new Uint8Array(digits.length >> 1);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return utf16.decode(bytes).replace(/^\uFEFF/, '');
}
