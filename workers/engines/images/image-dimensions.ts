// An image's width and height as its header states them, read before anything is decoded: a small
// file can claim billions of pixels, and decoding it would take the worker's memory with it.
export interface Dimensions { width: number; height: number }

const u16le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2] << 16);
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
const i32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);

/**
 * The size the header of a PNG, GIF, BMP or WebP states; undefined when the header is too short to say
 * (the decoder then reports the file as damaged). JPEG is embedded undecoded and TIFF frames are
 * checked one by one (tiffFrames), so neither is read here.
 */
export function statedDimensions(format: 'png' | 'gif' | 'bmp' | 'webp', bytes: Uint8Array): Dimensions | undefined {
  switch (format) {
    // IHDR is always the first chunk: width and height right after its type.
    case 'png': return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : undefined;
    // The logical screen, which every frame lies within.
    case 'gif': return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : undefined;
    // BITMAPINFOHEADER and later: a negative height means rows run top to bottom.
    case 'bmp': return bytes.length >= 26 ? { width: Math.abs(i32le(bytes, 18)), height: Math.abs(i32le(bytes, 22)) } : undefined;
    case 'webp': return webpDimensions(bytes);
  }
}

/** The first chunk after "RIFF….WEBP" says which of WebP's three layouts this is. */
function webpDimensions(bytes: Uint8Array): Dimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  // Extended: the canvas, 24 bits each, stored minus one.
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  // Lossless: after the signature byte, 14 bits each, stored minus one.
  if (chunk === 'VP8L') {
    const bits = (bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Lossy: after the frame tag and start code, 14 bits each (the top two bits are scaling).
  if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  return undefined;
}
