import { describe, expect, it } from 'vitest';
import { effectiveDpi, planImage, type ImageFacts } from './image-plan';
import { compressionRecipes } from '../../../src/contract/shrink-recipes';

const medium = { ...compressionRecipes.medium, grayscale: false };
const high = { ...compressionRecipes.high, grayscale: false };
// A 2500 × 1750 photo shown 5 inches wide: 500 dpi.
const photo: ImageFacts = {
  width: 2500, height: 1750, bitsPerComponent: 8, filters: ['DCTDecode'], indexed: false,
  maskOrDecode: false, usedAsMask: false, shownWidthPt: 360, shownHeightPt: 252,
};

describe('planImage', () => {
  it('downsamples an image shown above the target resolution to exactly the target', () => {
    expect(effectiveDpi(photo)).toBe(500);
    expect(planImage(photo, medium)).toEqual({ action: 'reencode', width: 750, height: 525, quality: 75, grayscale: false, requiredSaving: 0 });
  });

  it('leaves a JPEG already at or below the target alone at the gentle levels', () => {
    const small = { ...photo, shownWidthPt: 72 * 25, shownHeightPt: 72 * 17.5 }; // 100 dpi
    expect(planImage(small, medium)).toMatchObject({ action: 'keep' });
  });

  it('re-encodes such a JPEG at the strong levels only if it saves a tenth', () => {
    const small = { ...photo, shownWidthPt: 72 * 25, shownHeightPt: 72 * 17.5 };
    expect(planImage(small, high)).toMatchObject({ action: 'reencode', width: 2500, height: 1750, quality: 60, requiredSaving: 0.1 });
  });

  it('re-encodes a losslessly stored photo even without downsampling, if JPEG comes out smaller', () => {
    const flate = { ...photo, filters: ['FlateDecode'], shownWidthPt: 72 * 25, shownHeightPt: 72 * 17.5 };
    expect(planImage(flate, medium)).toMatchObject({ action: 'reencode', width: 2500, requiredSaving: 0 });
  });

  it.each([
    ['1-bit line art', { bitsPerComponent: 1 }],
    ['a CCITT fax scan', { filters: ['CCITTFaxDecode'] }],
    ['a JBIG2 scan', { filters: ['JBIG2Decode'] }],
    ['a palette image', { indexed: true }],
    ['a stencil or colour-key mask', { maskOrDecode: true }],
    ['a hard-edged soft mask or a mask (transparency)', { usedAsMask: true }],
    ['an image no page draws', { shownWidthPt: undefined, shownHeightPt: undefined }],
    ['a tiny icon', { width: 32, height: 32 }],
  ])('keeps %s as it is', (_, change) => {
    expect(planImage({ ...photo, ...change }, medium).action).toBe('keep');
  });

  it('re-encodes a smooth soft mask like a grey photo, at the size its image is shown', () => {
    const mask = { ...photo, filters: ['FlateDecode'], usedAsMask: true, smoothSoftMask: true };
    expect(planImage(mask, medium)).toEqual({ action: 'reencode', width: 750, height: 525, quality: 75, grayscale: false, requiredSaving: 0 });
  });

  it('greyscale only when the recipe asks for it', () => {
    expect(planImage(photo, { ...medium, grayscale: true })).toMatchObject({ grayscale: true });
    expect(planImage(photo, medium)).toMatchObject({ grayscale: false });
  });

  it('uses the lower resolution of the two axes, so a stretched image is never downsampled too far', () => {
    expect(effectiveDpi({ width: 1000, height: 1000, shownWidthPt: 72, shownHeightPt: 720 })).toBe(100);
  });
});
