import { describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { compressPdf } from './compress-pdf';
import { photoPlacedAtSizesPdf, photosPlacedSmallPdf } from '../../../test/fixtures/photo-documents';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';

/** Pixel widths of the images in a PDF, in object order. */
function imageWidths(bytes: Uint8Array): number[] {
  const doc = new mupdf.PDFDocument(bytes);
  const widths: number[] = [];
  for (let number = 1; number < doc.countObjects(); number += 1) {
    const object = doc.newIndirect(number);
    if (object.isStream() && object.get('Subtype').toString() === '/Image') widths.push(object.get('Width').asNumber());
  }
  doc.destroy();
  return widths;
}

describe('compress judges each photo by its own placements', () => {
  it('brings photos of one pixel size to the target for the size each is shown at, not the largest of them', async () => {
    const file = photosPlacedSmallPdf();
    expect(imageWidths(file.bytes)).toEqual(Array(7).fill(2400));
    const { bytes } = (await oneOutput(await compressPdf(jobOf(file, { level: 'medium', grayscale: false }))));
    // Medium is 150 dpi: the photo across the text block (483 pt) keeps about 1006 pixels, the six
    // shown 230 pt wide about 479; before, all seven kept 1006 because they share a pixel size.
    const widths = imageWidths(bytes);
    expect(widths).toHaveLength(7);
    expect(widths.filter((width) => Math.abs(width - 1006) <= 2)).toHaveLength(1);
    expect(widths.filter((width) => Math.abs(width - 479) <= 2)).toHaveLength(6);
  });

  it('gives a photo placed several times the resolution of its largest placement', async () => {
    const { bytes } = (await oneOutput(await compressPdf(jobOf(photoPlacedAtSizesPdf(), { level: 'medium', grayscale: false }))));
    // Shown at most 300 pt wide: 300 / 72 × 150 ≈ 625 pixels.
    expect(imageWidths(bytes)).toEqual([expect.closeTo(625, -1)]);
  });
});
