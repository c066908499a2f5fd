import { describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { encodeMozjpeg, toRgba } from './mozjpeg';

describe('toRgba', () => {
  it('spreads grey samples over R, G and B, skips row padding, and makes every pixel opaque', () => {
    // 2 × 2 grey pixels, rows padded to a stride of 3.
    const grey = new Uint8ClampedArray([10, 20, 0, 30, 40, 0]);
    expect([...toRgba(grey, 2, 2, 1, 3)]).toEqual([10, 10, 10, 255, 20, 20, 20, 255, 30, 30, 30, 255, 40, 40, 40, 255]);
  });

  it('copies RGB samples', () => {
    expect([...toRgba(new Uint8ClampedArray([1, 2, 3]), 1, 1, 3, 3)]).toEqual([1, 2, 3, 255]);
  });
});

describe('encodeMozjpeg', () => {
  it('writes a JPEG MuPDF reads back at the right size, one channel when asked for grey', async () => {
    const rgba = new Uint8ClampedArray(64 * 48 * 4).map((_, index) => (index % 4 === 3 ? 255 : (index * 7) % 256));
    for (const gray of [false, true]) {
      const jpeg = await encodeMozjpeg(rgba, 64, 48, 75, gray);
      expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      const image = new mupdf.Image(jpeg);
      expect([image.getWidth(), image.getHeight(), image.getNumberOfComponents()]).toEqual([64, 48, gray ? 1 : 3]);
    }
  });
});
