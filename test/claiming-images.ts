// Image files of a few hundred bytes whose headers claim far more pixels than any tool should decode:
// what a damaged or hostile file can say. The engines must refuse them from the header alone.

const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const le24 = (value: number) => [...le16(value), (value >> 16) & 0xff];
const le32 = (value: number) => [...le16(value), ...le16(value >>> 16)];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** A greyscale TIFF saying `width` × `height` pixels in one uncompressed strip, holding 16 bytes of them. */
export function claimingTiff(width: number, height = width): Uint8Array {
  const entries: Array<[tag: number, type: number, value: number]> = [
    [256, 4, width], [257, 4, height], [258, 3, 8], [259, 3, 1], [262, 3, 1],
    [273, 4, 0], [277, 3, 1], [278, 4, height], [279, 4, 16],
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const file = Buffer.alloc(8 + ifdSize + 16);
  file.write('II*\0', 0, 'latin1');
  file.writeUInt32LE(8, 4);
  file.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], index) => {
    const at = 10 + index * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(1, at + 4);
    // StripOffsets points at the pixels after the directory.
    const stored = tag === 273 ? 8 + ifdSize : value;
    if (type === 3) file.writeUInt16LE(stored, at + 8);
    else file.writeUInt32LE(stored, at + 8);
  });
  return new Uint8Array(file);
}

/** A PNG whose IHDR says `width` × `height` (8-bit RGB), followed by a few bytes that are no image data. */
export function claimingPng(width: number, height: number): Uint8Array {
  // CRCs are left zero: a reader that checks them calls the file damaged, which is fine after the size check.
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...ascii('IHDR'), ...be32(width), ...be32(height),
    8, 2, 0, 0, 0, ...be32(0), ...be32(0), ...ascii('IEND'), ...be32(0)]);
}

/** A GIF whose logical screen is `width` × `height`, with no frame. */
export function claimingGif(width: number, height: number): Uint8Array {
  return new Uint8Array([...ascii('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0, 0x3b]);
}

/** A 24-bit BMP saying `width` × `height`, holding 16 bytes of pixels. */
export function claimingBmp(width: number, height: number): Uint8Array {
  const header = [...ascii('BM'), ...le32(54 + 16), 0, 0, 0, 0, ...le32(54),
    ...le32(40), ...le32(width), ...le32(height), ...le16(1), ...le16(24), ...le32(0), ...le32(16), ...le32(2835), ...le32(2835), ...le32(0), ...le32(0)];
  return new Uint8Array([...header, ...new Array(16).fill(0x80)]);
}

/** An extended (VP8X) WebP whose canvas is `width` × `height`, with no image chunk. */
export function claimingWebp(width: number, height: number): Uint8Array {
  const chunk = [...ascii('VP8X'), ...le32(10), 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)];
  return new Uint8Array([...ascii('RIFF'), ...le32(4 + chunk.length), ...ascii('WEBP'), ...chunk]);
}
