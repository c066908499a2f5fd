// What the model reads and what it answers, as plain arrays: the input size per quality, the photo's
// pixels as the model's tensor, and its foreground probabilities as an alpha mask.
import { MODEL_PIXELS_BY_QUALITY, type BackgroundQuality } from '../../../src/contract/remove-background';

export interface InputSize {
  width: number;
  height: number;
}

/** Sides are multiples of this: the network halves the image five times between its upsamplings. */
const SIDE_STEP = 32;
const MIN_SIDE = 64;

/**
 * Best stretches every photo to 1024 × 1024, the size ISNet was trained at. Fast reads about a
 * quarter of those pixels and keeps the photo's proportions, so a wide photo keeps its detail across.
 */
export function modelInputSize(quality: BackgroundQuality, width: number, height: number): InputSize {
  const pixels = MODEL_PIXELS_BY_QUALITY[quality];
  if (quality === 'best') {
    const side = Math.sqrt(pixels);
    return { width: side, height: side };
  }
  const scale = Math.sqrt(pixels / (width * height));
  const side = (length: number) => Math.max(MIN_SIDE, Math.round((length * scale) / SIDE_STEP) * SIDE_STEP);
  return { width: side(width), height: side(height) };
}

/**
 * RGBA pixels (row by row) to the model's input: three planes, red, green, blue, each value centred
 * as ISNet was trained, (v − 128) / 256.
 */
export function toModelInput(rgba: Uint8ClampedArray | Uint8Array, size: InputSize): Float32Array {
  const plane = size.width * size.height;
  if (rgba.length !== plane * 4) throw new Error(`expected ${plane * 4} RGBA bytes, got ${rgba.length}`);
  const input = new Float32Array(plane * 3);
  for (let pixel = 0; pixel < plane; pixel += 1) {
    input[pixel] = (rgba[pixel * 4] - 128) / 256;
    input[plane + pixel] = (rgba[pixel * 4 + 1] - 128) / 256;
    input[2 * plane + pixel] = (rgba[pixel * 4 + 2] - 128) / 256;
  }
  return input;
}

/** The model's foreground probability per pixel (0…1) as the alpha of white RGBA pixels. */
export function probabilitiesToMask(probabilities: Float32Array): Uint8ClampedArray<ArrayBuffer> {
  const mask = new Uint8ClampedArray(probabilities.length * 4);
  mask.fill(255);
  // Uint8ClampedArray rounds and clamps, so the most certain foreground (p close to 1) is fully opaque.
  for (let pixel = 0; pixel < probabilities.length; pixel += 1) mask[pixel * 4 + 3] = probabilities[pixel] * 255;
  return mask;
}
