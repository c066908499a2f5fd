// Soft masks in Compress: a continuous-tone mask (a faded or feathered picture) is JPEG-encoded at the
// size its image is shown, as Ghostscript's /ebook does; a hard-edged one stays lossless.
import { describe, expect, it } from 'vitest';
import { compressPdf } from './compress-pdf';
import { photoWithSoftMaskPdf } from '../../../test/fixtures/photo-documents';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { changedPixels, popplerRender } from '../../../test/readers/poppler-readers';
import { popplerImageList, scratchFile } from '../../../test/readers/ocr-checks';

const storedImages = (bytes: Uint8Array) => popplerImageList(scratchFile('file.pdf', bytes));

describe('soft masks in Compress medium', () => {
  it('a continuous-tone mask becomes a JPEG at the size its image is shown (150 dpi), and the page looks the same', async () => {
    const file = photoWithSoftMaskPdf();
    expect(storedImages(file.bytes).find(({ type }) => type === 'smask')).toMatchObject({ width: 960, height: 640, encoding: 'image' });
    const { outputs } = await compressPdf(jobOf(file, { level: 'medium', grayscale: false }));
    const bytes = outputBytes(outputs[0]);
    // Shown 300 × 200 pt: 625 × 417 pixels at 150 dpi.
    expect(storedImages(bytes).find(({ type }) => type === 'smask')).toMatchObject({ width: 625, height: 417, encoding: 'jpeg' });
    expect(bytes.length).toBeLessThan(file.bytes.length / 5);
    const before = popplerRender(file.bytes, 1);
    const changed = changedPixels(before, popplerRender(bytes, 1));
    expect(changed.length / (before.width * before.height)).toBeLessThan(0.02);
  });

  it('a hard-edged mask stays lossless (JPEG would ring along its edges)', async () => {
    const file = photoWithSoftMaskPdf({ hardEdged: true });
    const { outputs } = await compressPdf(jobOf(file, { level: 'medium', grayscale: false }));
    const mask = storedImages(outputBytes(outputs[0])).find(({ type }) => type === 'smask');
    expect(mask).toMatchObject({ width: 960, height: 640, encoding: 'image' });
  });
});
