// Turns an image file into what the PDF embeds, without losing anything: a JPEG stays its own bytes,
// a PNG stays a PNG (pdf-lib keeps its samples), every other format becomes its exact pixels (one
// set per frame of a multi-page TIFF).
import { IMAGE_MAX_PIXELS } from '../../../src/contract/convert-to-pdf';
import { EngineError } from '../../../src/contract/errors';
import { loadMupdf } from '../mupdf/load-mupdf';
import { readJpegFacts, type JpegFacts } from './jpeg-facts';
import { hasWholePngStructure } from './png-structure';
import { decodeWebp } from './webp-decoder';
import { statedDimensions } from './image-dimensions';
import { FrameTooLarge } from './frame-too-large';
import { tiffFrames } from './tiff-frames';
import { isoImageProperties, transformed } from './iso-image-properties';

export type ImageFrame =
  | { kind: 'jpeg'; bytes: Uint8Array; facts: JpegFacts }
  | { kind: 'png'; bytes: Uint8Array }
  | { kind: 'pixels'; rgba: Uint8Array; width: number; height: number };

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'bmp' | 'tiff' | 'webp' | 'avif' | 'heic';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The format by the file's first bytes, whatever its name says. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return 'tiff';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) return isoImageFormat(bytes);
  return undefined;
}

const AVIF_BRANDS = ['avif', 'avis'];
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'];

/**
 * AVIF and HEIC are both ISO media files: the brands of the `ftyp` box say which. An AVIF brand anywhere
 * wins (an AVIF often names the generic `mif1` first).
 */
function isoImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const brandAt = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
  // The major brand, then (after the minor version) the compatible ones.
  const brands = [brandAt(8)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(brandAt(at));
  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.includes(brand))) return 'heic';
  return undefined;
}

/** The frames of one image file; a clear coded error when it is not an image we read or does not decode. */
export async function decodeImage(name: string, bytes: Uint8Array): Promise<ImageFrame[]> {
  if (bytes.length === 0) throw new EngineError('corrupt', `${name} is empty.`);
  const format = sniffImageFormat(bytes);
  if (!format) throw new EngineError('unsupported-type', `${name} is not an image Folio can read (JPEG, PNG, GIF, BMP, TIFF, WebP, AVIF or HEIC).`);
  const stated = format === 'jpeg' || format === 'tiff' || format === 'avif' || format === 'heic' ? undefined : statedDimensions(format, bytes);
  if (stated && stated.width * stated.height > IMAGE_MAX_PIXELS) throw tooLarge(name, stated.width, stated.height);
  try {
    return await framesOf(format, bytes);
  } catch (error) {
    if (error instanceof EngineError) throw error;
    if (error instanceof FrameTooLarge) throw tooLarge(name, error.width, error.height);
    throw new EngineError('corrupt', `${name} could not be read: the ${format.toUpperCase()} file looks damaged.`);
  }
}

function tooLarge(name: string, width: number, height: number): EngineError {
  return new EngineError('too-large', `${name} is too large to convert (${width} × ${height} pixels; at most ${IMAGE_MAX_PIXELS / 1e6} million).`);
}

async function framesOf(format: ImageFormat, bytes: Uint8Array): Promise<ImageFrame[]> {
  switch (format) {
    case 'jpeg': {
      const facts = readJpegFacts(bytes);
      if (!facts || facts.width === 0 || facts.height === 0) throw new Error('no frame header');
      return [{ kind: 'jpeg', bytes, facts }];
    }
    case 'png':
      if (!hasWholePngStructure(bytes)) throw new Error('truncated');
      return [{ kind: 'png', bytes }];
    case 'tiff':
      return tiffFrames(bytes, { maxPixels: IMAGE_MAX_PIXELS }).map(({ rgba, width, height }) => ({ kind: 'pixels', rgba, width, height }));
    case 'webp':
      return [{ kind: 'pixels', ...(await decodeWebp(bytes)) }];
    // The phone formats' codecs load only when such a photo comes.
    case 'avif':
      return [await avifFrame(bytes)];
    case 'heic':
      return heifFrames(bytes);
    case 'gif':
    case 'bmp':
      return [await mupdfFrame(bytes)];
  }
}

/** An AVIF's primary picture, checked against the pixel limit before it is decoded, shown upright as the file says. */
async function avifFrame(bytes: Uint8Array): Promise<ImageFrame> {
  const { width, height, transforms } = isoImageProperties(bytes);
  if (width && height && width * height > IMAGE_MAX_PIXELS) throw new FrameTooLarge(width, height);
  const decoded = await (await import('./avif-codec')).decodeAvif(bytes);
  return { kind: 'pixels', ...transformed(decoded, transforms) };
}

/** Every image of a HEIC, each checked against the pixel limit before it is decoded. */
async function heifFrames(bytes: Uint8Array): Promise<ImageFrame[]> {
  const file = await (await import('./heif-decoder')).heifImages(bytes);
  try {
    const large = file.sizes.find(({ width, height }) => width * height > IMAGE_MAX_PIXELS);
    if (large) throw new FrameTooLarge(large.width, large.height);
    const frames: ImageFrame[] = [];
    for (let index = 0; index < file.sizes.length; index++) frames.push({ kind: 'pixels', ...(await file.decode(index)) });
    return frames;
  } finally {
    file.free();
  }
}

/** GIF (first frame) and BMP: MuPDF, already in the document worker, decodes both. */
async function mupdfFrame(bytes: Uint8Array): Promise<ImageFrame> {
  const mupdf = await loadMupdf();
  const image = new mupdf.Image(bytes);
  const pixmap = image.toPixmap();
  try {
    const rgb = pixmap.getColorSpace()?.isRGB() && pixmap.getNumberOfComponents() === 3 ? pixmap : pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceRGB, true);
    const width = rgb.getWidth();
    const height = rgb.getHeight();
    const samples = rgb.getPixels();
    const stride = rgb.getStride();
    const channels = rgb.getNumberOfComponents() + (rgb.getAlpha() ? 1 : 0);
    const rgba = new Uint8Array(width * height * 4);
    for (let row = 0; row < height; row += 1) {
      for (let column = 0; column < width; column += 1) {
        const from = row * stride + column * channels;
        const to = (row * width + column) * 4;
        const alpha = channels === 4 ? samples[from + 3] : 255;
        // MuPDF's samples are premultiplied by alpha; the PDF keeps colour and mask apart.
        const unpremultiply = alpha > 0 && alpha < 255 ? 255 / alpha : 1;
        rgba[to] = Math.min(255, Math.round(samples[from] * unpremultiply));
        rgba[to + 1] = Math.min(255, Math.round(samples[from + 1] * unpremultiply));
        rgba[to + 2] = Math.min(255, Math.round(samples[from + 2] * unpremultiply));
        rgba[to + 3] = alpha;
      }
    }
    if (rgb !== pixmap) rgb.destroy();
    return { kind: 'pixels', rgba, width, height };
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}
