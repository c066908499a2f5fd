// The characters of a document before it is converted, for the formats whose text is plain to read:
// Office Open XML and OpenDocument files (ZIP packages of XML parts) and HTML. They say which script
// font packs the converter needs, so it starts with those and no others. Other formats (Word 97 .doc,
// .xls, .ppt, RTF) answer undefined: their text is known only once LibreOffice has laid it out.
import { unzipSync } from 'fflate';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** XML parts larger than this are data (a huge sheet's cell store still counts, within reason). */
const MAX_PART_BYTES = 64 * 1024 * 1024;
const NUMERIC_ENTITY = /&#(x[0-9a-f]+|\d+);/gi;

export function documentCharacters(bytes: Uint8Array, extension: string): Set<number> | undefined {
  if (ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return zipCharacters(bytes);
  if (/^html?$/.test(extension)) return textCharacters(new TextDecoder().decode(bytes));
  return undefined;
}

function zipCharacters(bytes: Uint8Array): Set<number> | undefined {
  try {
    const parts = unzipSync(bytes, { filter: ({ name, originalSize }) => /\.xml$/i.test(name) && originalSize <= MAX_PART_BYTES });
    const characters = new Set<number>();
    for (const part of Object.values(parts)) for (const codePoint of textCharacters(new TextDecoder().decode(part))) characters.add(codePoint);
    return characters;
  } catch {
    return undefined; // a damaged package: LibreOffice's reading decides
  }
}

/**
 * The non-ASCII code points of a markup's text, entities such as &#x4E2D; read as their characters.
 * Tags and their attributes are not text: every Office theme names East Asian fonts (ＭＳ Ｐゴシック,
 * 宋体, 맑은 고딕) in attributes, and reading them would load the CJK fonts for every document.
 */
function textCharacters(markup: string): Set<number> {
  const text = markup.replace(/<[^>]*>/g, ' ');
  const characters = new Set<number>();
  const add = (codePoint: number) => {
    if (codePoint > 0x7f && codePoint <= 0x10ffff) characters.add(codePoint);
  };
  for (const char of text) add(char.codePointAt(0)!);
  for (const [, value] of text.matchAll(NUMERIC_ENTITY)) add(value[0].toLowerCase() === 'x' ? parseInt(value.slice(1), 16) : Number(value));
  return characters;
}
