// The Enhance tab's per-page edits, on raw pixels: brightness and contrast (−100 to 100) through one
// lookup table, and a clockwise turn by a multiple of 90°.
import type { PageEdits, RawImage } from '../../../src/contract/pdf-scanner';

export function applyEdits(image: RawImage, edits: Pick<PageEdits, 'brightness' | 'contrast' | 'rotation'>): RawImage {
  const toned = edits.brightness === 0 && edits.contrast === 0 ? image : applyTones(image, edits.brightness, edits.contrast);
  return rotate(toned, edits.rotation);
}

function applyTones(image: RawImage, brightness: number, contrast: number): RawImage {
  // Contrast scales around mid-grey (−100 → flat grey, +100 → ×3); brightness shifts by up to ±128.
  const factor = contrast >= 0 ? 1 + (contrast / 100) * 2 : 1 + contrast / 100;
  const shift = (brightness / 100) * 128;
  const table = new Uint8Array(256);
  for (let value = 0; value < 256; value += 1) table[value] = Math.max(0, Math.min(255, Math.round((value - 128) * factor + 128 + shift)));
  const rgba = new Uint8Array(image.rgba.length);
  for (let index = 0; index < rgba.length; index += 4) {
    rgba[index] = table[image.rgba[index]];
    rgba[index + 1] = table[image.rgba[index + 1]];
    rgba[index + 2] = table[image.rgba[index + 2]];
    rgba[index + 3] = image.rgba[index + 3];
  }
  return { width: image.width, height: image.height, rgba };
}

function rotate(image: RawImage, rotation: number): RawImage {
  const turns = (((rotation / 90) % 4) + 4) % 4;
  if (turns === 0) return image;
  const { width, height } = image;
  const sideways = turns % 2 === 1;
  const outWidth = sideways ? height : width;
  const outHeight = sideways ? width : height;
  const source = new Uint32Array(image.rgba.slice().buffer);
  const target = new Uint32Array(outWidth * outHeight);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [tx, ty] = turns === 1 ? [height - 1 - y, x] : turns === 2 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
      target[ty * outWidth + tx] = source[y * width + x];
    }
  }
  return { width: outWidth, height: outHeight, rgba: new Uint8Array(target.buffer) };
}
