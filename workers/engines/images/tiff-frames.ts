// Every page of a TIFF as exact pixels (utif2), with the resolution it states: the images engine
// embeds them in PDFs, the OCR engine makes each one a page to read.
import * as UTIF from 'utif2';
import { FrameTooLarge } from './frame-too-large';

export interface TiffFrame {
  rgba: Uint8Array;
  width: number;
  height: number;
  /** Dots per inch the frame states (0 when it says nothing usable). */
  dpiX: number;
  dpiY: number;
}

/**
 * The frames in file order; thumbnails and other sub-images without size tags are not pages. Throws on a
 * damaged file, and FrameTooLarge before decoding any frame when one is over `maxPixels`: the size
 * tags cost nothing to read, the pixels of a huge frame could cost gigabytes.
 */
export function tiffFrames(bytes: Uint8Array, { maxPixels = Number.POSITIVE_INFINITY } = {}): TiffFrame[] {
  const buffer = bytes.slice().buffer;
  const pages = UTIF.decode(buffer).filter((ifd) => ifd.t256 !== undefined && ifd.t257 !== undefined);
  if (pages.length === 0) throw new Error('no pages');
  for (const ifd of pages) {
    const [width, height] = [Number((ifd.t256 as number[])[0]), Number((ifd.t257 as number[])[0])];
    if (width * height > maxPixels) throw new FrameTooLarge(width, height);
  }
  return pages.map((ifd) => {
    UTIF.decodeImage(buffer, ifd);
    if (!ifd.width || !ifd.height) throw new Error('page without pixels');
    return { rgba: frameRgba(ifd), width: ifd.width, height: ifd.height, dpiX: dotsPerInch(ifd, 't282'), dpiY: dotsPerInch(ifd, 't283') };
  });
}

/**
 * The frame's pixels as 8-bit RGBA. utif2 reads 16-bit grey as if each pixel had one sample, so grey with
 * alpha (two samples) came out twice as wide and striped, and it drops the alpha of 8-bit grey; grey frames
 * are read here, every other kind by utif2.
 */
function frameRgba(ifd: UTIF.IFD): Uint8Array {
  const photometric = Number((ifd.t262 as number[] | undefined)?.[0] ?? 1);
  const bits = Number((ifd.t258 as number[] | undefined)?.[0] ?? 1);
  const samples = Number((ifd.t277 as number[] | undefined)?.[0] ?? 1);
  if ((photometric !== 0 && photometric !== 1) || (bits !== 8 && bits !== 16) || samples > 2) return UTIF.toRGBA8(ifd);
  return greyRgba(ifd.data, ifd.width, ifd.height, { bits, samples, whiteIsZero: photometric === 0, alpha: samples === 2 });
}

/**
 * Grey samples (8 or 16 bits, 16-bit ones little-endian as utif2 leaves them) with an optional alpha sample
 * after each grey one, rows padded to whole bytes, as RGBA.
 */
export function greyRgba(data: Uint8Array, width: number, height: number, format: { bits: 8 | 16; samples: number; whiteIsZero: boolean; alpha: boolean }): Uint8Array {
  const bytesPerSample = format.bits / 8;
  const rowBytes = width * format.samples * bytesPerSample;
  // The high byte of a little-endian 16-bit sample is its 8-bit value.
  const sample = (offset: number) => data[offset + bytesPerSample - 1] ?? 0;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = y * rowBytes + x * format.samples * bytesPerSample;
      const grey = format.whiteIsZero ? 255 - sample(offset) : sample(offset);
      const target = (y * width + x) * 4;
      rgba[target] = rgba[target + 1] = rgba[target + 2] = grey;
      rgba[target + 3] = format.alpha ? sample(offset + bytesPerSample) : 255;
    }
  }
  return rgba;
}

// ResolutionUnit (t296): 1 none, 2 inch (the default), 3 centimetre.
function dotsPerInch(ifd: UTIF.IFD, tag: 't282' | 't283'): number {
  const value = ifd[tag] as unknown;
  const first = Array.isArray(value) ? value[0] : value;
  const resolution = Array.isArray(first) ? Number(first[0]) / Number(first[1] || 1) : Number(first);
  if (!Number.isFinite(resolution) || resolution <= 0) return 0;
  const unit = Number((ifd.t296 as unknown as number[] | undefined)?.[0] ?? 2);
  if (unit === 3) return resolution * 2.54;
  return unit === 2 ? resolution : 0;
}
