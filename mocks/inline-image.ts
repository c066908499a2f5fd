// Whether an image written inside an HTML file (a data: URL) is whole. LibreOffice refuses the whole page
// over one it cannot read, so the sanitizer leaves a broken one out and says so instead.

/** The bytes a data: URL carries, or undefined when it cannot be decoded. */
export function dataUrlBytes(url: string): Uint8Array | undefined {
  const match = /^\s*data:([^,]*),(.*)$/is.exec(url);
  if (!match) return undefined;
  const [, header, payload] = match;
  try {
    if (/;base64$/i.test(header.trim())) {
      const binary = atob(payload.replace(/\s+/g, ''));
      return Uint8Array.from(binary, (character) => character.charCodeAt(0));
    }
    return new TextEncoder().encode(decodeURIComponent(payload));
  } catch {
    return undefined;
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const littleEndian32 = (bytes: Uint8Array, at: number) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;

/**
 * True when the bytes are an image of a format LibreOffice reads and reach its end: PNG to its IEND chunk,
 * JPEG to its end marker, GIF to its trailer, WebP and BMP to the length they state; SVG as text with an
 * <svg> element. A cut-off download or a mangled copy-paste fails here.
 */
export function isWholeImage(bytes: Uint8Array): boolean {
  const tail = (length: number) => bytes.subarray(Math.max(0, bytes.length - length));
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return startsWith(tail(8), ascii('IEND'));
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    // Some writers pad after the end marker; look for it near the end.
    const end = tail(64);
    return end.some((byte, index) => byte === 0xff && end[index + 1] === 0xd9);
  }
  if (startsWith(bytes, ascii('GIF8'))) return bytes[bytes.length - 1] === 0x3b;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return littleEndian32(bytes, 4) + 8 <= bytes.length;
  if (startsWith(bytes, ascii('BM'))) return bytes.length >= 26 && littleEndian32(bytes, 2) <= bytes.length;
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  return /<svg[\s>]/i.test(text);
}

/** An inline image LibreOffice can read: a data: URL that decodes to a whole image. */
export function isReadableInlineImage(url: string): boolean {
  const bytes = dataUrlBytes(url);
  return bytes !== undefined && bytes.length > 0 && isWholeImage(bytes);
}
