import { describe, expect, it } from 'vitest';
import { describeShrinkAction } from './shrink-action-words';

describe('describeShrinkAction', () => {
  it('words each fact the way the result report always has', () => {
    expect(describeShrinkAction({ kind: 'images', total: 12, recompressed: 9, bytesBefore: 2048, bytesAfter: 1024, targetDpi: 150, quality: 75, grayscale: true }))
      .toBe('Recompressed 9 of 12 images to at most 150 dpi, JPEG quality 75, greyscale (2.00 KB → 1.00 KB).');
    expect(describeShrinkAction({ kind: 'images', total: 1, recompressed: 0, bytesBefore: 0, bytesAfter: 0, targetDpi: 72, quality: 45, grayscale: false }))
      .toBe('Kept all 1 image as they were: none would get smaller at 72 dpi and JPEG quality 45 without harm.');
    expect(describeShrinkAction({ kind: 'fonts-subset', fonts: 3 })).toBe('Subset 3 embedded fonts to the characters the document uses.');
    expect(describeShrinkAction({ kind: 'annotations-removed', count: 2 })).toBe('Removed 2 annotations (comments, highlights, stamps); links and form fields kept.');
    expect(describeShrinkAction({ kind: 'metadata-removed', info: true, xmp: true })).toBe('Removed the document information (title, author, dates, producer) and XMP metadata.');
    expect(describeShrinkAction({ kind: 'metadata-removed', info: false, xmp: false })).toBe('No document metadata to remove.');
    expect(describeShrinkAction({ kind: 'structure-cleaned', objectsBefore: 40, objectsAfter: 12 })).toMatch(/^Cleaned the structure: .*\(40 objects before, 12 after\)\.$/);
    expect(describeShrinkAction({ kind: 'linearized' })).toBe('Linearized for fast web view: the first page shows before the rest has loaded.');
    expect(describeShrinkAction({ kind: 'kept-original', resultSize: 500 })).toBe('The result was not smaller (500 B), so the original file is kept unchanged.');
    expect(describeShrinkAction({ kind: 'repaired-kept-larger' })).toBe('The file was damaged, so its repaired version is returned although it is not smaller.');
  });
});
