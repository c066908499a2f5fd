// Soft masks in Compress: a continuous-tone mask (a faded or feathered picture) is JPEG-encoded at the
// size its image is shown, as Ghostscript's /ebook does; a hard-edged one stays lossless.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressPdf } from './compress-pdf';
import { photoWithSoftMaskPdf } from '../../../test/fixtures/photo-documents';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { changedPixels, popplerRender } from '../../../test/readers/poppler-readers';

/** pdfimages' list of the file's images: type (image or smask), pixel size and encoding. */
function storedImages(bytes: Uint8Array): Array<{ type: string; width: number; height: number; encoding: string }> {
  const path = join(mkdtempSync(join(tmpdir(), 'soft-mask-')), 'file.pdf');
  writeFileSync(path, bytes);
  return execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean).map((line) => {
    const [, , type, width, height, , , , encoding] = line.trim().split(/\s+/);
    return { type, width: Number(width), height: Number(height), encoding };
  });
}

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
