// What a JPEG file says about itself, read from its markers without decoding it: the size of its
// frame and the EXIF orientation the camera wrote (the photo's pixels are stored sideways and the
// viewer is told to turn them).

export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface JpegFacts {
  width: number;
  height: number;
  /** Colour components: 1 grey, 3 YCbCr/RGB, 4 CMYK. */
  components: number;
  orientation: ExifOrientation;
}

const SOI = 0xd8;
const APP1 = 0xe1;
const SOS = 0xda;
// Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;
}

/** The frame size, components and orientation; undefined when the markers are broken before the frame. */
export function readJpegFacts(bytes: Uint8Array): JpegFacts | undefined {
  if (!isJpeg(bytes)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation: ExifOrientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) { offset += 1; continue; }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { offset += 2; continue; }
    const length = view.getUint16(offset + 2);
    const body = offset + 4;
    if (length < 2 || body + length - 2 > bytes.length) return undefined;
    if (marker === APP1) orientation = exifOrientation(view, body, length - 2) ?? orientation;
    if (isStartOfFrame(marker) && length >= 8) {
      return { height: view.getUint16(body + 1), width: view.getUint16(body + 3), components: bytes[body + 5], orientation };
    }
    if (marker === SOS) return undefined;
    offset = body + length - 2;
  }
  return undefined;
}

const ORIENTATION_TAG = 0x0112;

/** Tag 0x0112 of IFD0 in an APP1 "Exif\0\0" segment; undefined when absent or out of range. */
function exifOrientation(view: DataView, start: number, length: number): ExifOrientation | undefined {
  const header = [0x45, 0x78, 0x69, 0x66, 0, 0];
  if (length < 14 || header.some((byte, index) => view.getUint8(start + index) !== byte)) return undefined;
  const tiff = start + 6;
  const end = start + length;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > end) return undefined;
    if (view.getUint16(at, little) === ORIENTATION_TAG) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? (value as ExifOrientation) : undefined;
    }
  }
  return undefined;
}
