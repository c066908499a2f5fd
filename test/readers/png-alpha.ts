// Reads PNG files in Node (pngjs, an independent decoder) to check cut-outs: their alpha channel
// and how well it agrees with a reference mask.
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export interface DecodedPng {
  width: number;
  height: number;
  /** Colour type from the header: 6 is RGBA (truecolour with alpha), 4 grey with alpha. */
  colorType: number;
  /** RGBA, 4 bytes per pixel, whatever the file's own colour type. */
  data: Buffer;
}

export function readPng(bytes: Buffer): DecodedPng {
  const png = PNG.sync.read(bytes);
  // pngjs reports the header's colour type on the parsed object.
  const colorType = (png as unknown as { colorType: number }).colorType;
  return { width: png.width, height: png.height, colorType, data: png.data };
}

export function readPngFile(path: string): DecodedPng {
  return readPng(readFileSync(path));
}

/** Share of pixels whose alpha is exactly 0 (fully transparent) and exactly 255 (fully opaque). */
export function alphaShares(png: DecodedPng): { transparent: number; opaque: number } {
  let transparent = 0;
  let opaque = 0;
  for (let index = 3; index < png.data.length; index += 4) {
    if (png.data[index] === 0) transparent += 1;
    else if (png.data[index] === 255) opaque += 1;
  }
  const pixels = png.width * png.height;
  return { transparent: transparent / pixels, opaque: opaque / pixels };
}

/** Intersection over union of the foregrounds (alpha > 128) of two masks of the same size. */
export function foregroundIoU(a: DecodedPng, b: DecodedPng): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  let intersection = 0;
  let union = 0;
  for (let index = 3; index < a.data.length; index += 4) {
    const inA = a.data[index] > 128;
    const inB = b.data[index] > 128;
    if (inA && inB) intersection += 1;
    if (inA || inB) union += 1;
  }
  return union === 0 ? 0 : intersection / union;
}

/** The mask resampled (nearest pixel) to another size, e.g. a larger cut-out onto a reference's frame. */
export function resampleAlpha(png: DecodedPng, width: number, height: number): DecodedPng {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(png.height - 1, Math.floor(((y + 0.5) * png.height) / height));
    for (let x = 0; x < width; x += 1) {
      const column = Math.min(png.width - 1, Math.floor(((x + 0.5) * png.width) / width));
      data[(y * width + x) * 4 + 3] = png.data[(row * png.width + column) * 4 + 3];
    }
  }
  return { width, height, colorType: png.colorType, data };
}
