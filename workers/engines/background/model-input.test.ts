import { describe, expect, it } from 'vitest';
import { modelInputSize, probabilitiesToMask, toModelInput } from './model-input';

describe('the model’s input size', () => {
  it('is 1024 × 1024 for Best, whatever the photo’s shape (ISNet’s training size)', () => {
    expect(modelInputSize('best', 4000, 3000)).toEqual({ width: 1024, height: 1024 });
    expect(modelInputSize('best', 300, 900)).toEqual({ width: 1024, height: 1024 });
  });

  it('keeps the photo’s proportions for Fast, in about a quarter of Best’s pixels, sides in steps of 32', () => {
    for (const [width, height] of [[1000, 667], [4000, 3000], [667, 1000], [1920, 1080], [500, 500], [6000, 4002]]) {
      const size = modelInputSize('fast', width, height);
      expect(size.width % 32).toBe(0);
      expect(size.height % 32).toBe(0);
      expect(size.width / size.height).toBeCloseTo(width / height, 0);
      expect(Math.abs(Math.log((size.width / size.height) / (width / height)))).toBeLessThan(0.1);
      expect(size.width * size.height).toBeGreaterThan(0.85 * 512 * 512);
      expect(size.width * size.height).toBeLessThan(1.15 * 512 * 512);
    }
    expect(modelInputSize('fast', 1000, 667)).toEqual({ width: 640, height: 416 });
  });

  it('never makes a side shorter than 64 pixels, even for a panorama', () => {
    const size = modelInputSize('fast', 40_000, 300);
    expect(size.height).toBe(64);
    expect(size.width).toBeGreaterThan(2000);
  });
});

describe('the model’s tensor and mask', () => {
  it('puts red, green and blue in three planes, centred as ISNet was trained: (v − 128) / 256', () => {
    const rgba = Uint8ClampedArray.from([0, 128, 255, 255, 64, 32, 16, 0]);
    expect(Array.from(toModelInput(rgba, { width: 2, height: 1 }))).toEqual([-0.5, -0.25, 0, -0.375, 0.49609375, -0.4375]);
    expect(() => toModelInput(rgba, { width: 2, height: 2 })).toThrow('expected 16 RGBA bytes');
  });

  it('turns probabilities into alpha, rounding, so near-certain foreground is fully opaque', () => {
    const mask = probabilitiesToMask(Float32Array.from([0, 0.5, 0.999, 1.2, -0.1]));
    expect(Array.from(mask.filter((_, index) => index % 4 === 3))).toEqual([0, 128, 255, 255, 0]);
    expect(Array.from(mask.filter((_, index) => index % 4 !== 3)).every((value) => value === 255)).toBe(true);
  });
});
