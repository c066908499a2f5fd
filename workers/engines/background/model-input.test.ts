import { describe, expect, it } from 'vitest';
import { probabilitiesToMask, toModelInput } from './model-input';

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
