// What the model reads and what it answers, as plain arrays: the input size, the photo's
// pixels as the model's tensor, and its foreground probabilities as an alpha mask.
import { MODEL_SIDE } from '../../../src/contract/remove-background';

export interface InputSize {
  width: number;
  height: number;
}

/**
 * Every photo is stretched to 1024 × 1024, the size ISNet was trained at, whatever its proportions
 * (both qualities: they differ in the model's precision, not in what it reads).
 */
export const MODEL_INPUT_SIZE: InputSize = { width: MODEL_SIDE, height: MODEL_SIDE };

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
