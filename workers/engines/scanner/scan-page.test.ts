import { describe, expect, it } from 'vitest';
import { cornerError, makeDocumentPhoto } from '../../../test/fixtures/document-photo';
import { defaultScanSettings, type PageSettings } from '../../../src/contract/pdf-scanner';
import { detectPage } from './detect-page';
import { scanPage } from './scan-page';
import { decodeJpeg } from './jpeg-decode';
import { flattenedSize } from './flatten-page';

const settings: PageSettings = { ...defaultScanSettings };

describe('the scanner engine on generated photos of a corpus page', () => {
  it('finds the slanted page within 2 % of the diagonal, and flattens it to the page proportions', async () => {
    const photo = await makeDocumentPhoto();
    const { corners } = await detectPage(photo.frame);
    expect(corners).not.toBeNull();
    expect(cornerError(corners!, photo.corners, photo.frame.width, photo.frame.height)).toBeLessThan(0.02);

    const steps: Array<string | undefined> = [];
    const page = await scanPage({ image: photo.frame, settings }, (_done, _total, stage) => steps.push(stage));
    expect(page.detected).toBe(true);
    // Auto-rotate (on by default) leaves an upright page as it is.
    expect(page.rotation).toBe(0);
    expect(steps).toEqual(['analyse', 'detect', 'crop', 'enhance', 'enhance']);
    // The flattened page is as large as the true outline's longer sides.
    const truth = flattenedSize(photo.corners);
    expect(Math.abs(page.width - truth.width) / truth.width).toBeLessThan(0.03);
    expect(Math.abs(page.height - truth.height) / truth.height).toBeLessThan(0.03);
    const decoded = await decodeJpeg(page.jpeg, 0);
    expect([decoded.width, decoded.height]).toEqual([page.width, page.height]);
    // Cleaned: the paper (most pixels) is near white despite the shadow, the text dark.
    const light = countPixels(decoded.rgba, (value) => value > 225) / (decoded.width * decoded.height);
    const dark = countPixels(decoded.rgba, (value) => value < 90) / (decoded.width * decoded.height);
    expect(light).toBeGreaterThan(0.75);
    expect(dark).toBeGreaterThan(0.01);
  }, 60_000);

  it('finds a second slant, and answers null for a frame with no page in it', async () => {
    const photo = await makeDocumentPhoto(1280, 720, 11, [[0.2, 0.15], [0.62, 0.05], [0.7, 0.9], [0.28, 0.97]]);
    const { corners } = await detectPage(photo.frame);
    expect(cornerError(corners!, photo.corners, 1280, 720)).toBeLessThan(0.02);
    const empty = { width: 320, height: 240, rgba: new Uint8Array(320 * 240 * 4).fill(60) };
    expect((await detectPage(empty)).corners).toBeNull();
  }, 60_000);

  it('uses corners the user placed, keeps the whole frame with crop off, and thresholds black and white', async () => {
    const photo = await makeDocumentPhoto(960, 540, 3);
    const placed = await scanPage({ image: photo.frame, settings, corners: photo.corners });
    expect(placed.corners).toEqual(photo.corners);
    const uncropped = await scanPage({ image: photo.frame, settings: { ...settings, autoCrop: false } });
    expect([uncropped.width, uncropped.height, uncropped.detected]).toEqual([960, 540, false]);
    const blackWhite = await decodeJpeg((await scanPage({ image: photo.frame, settings: { ...settings, colorMode: 'blackWhite' } })).jpeg, 0);
    const between = countPixels(blackWhite.rgba, (value) => value > 60 && value < 195);
    expect(between / (blackWhite.width * blackWhite.height)).toBeLessThan(0.03);
  }, 60_000);

  it('refuses pixels that do not match the stated size', async () => {
    await expect(detectPage({ width: 100, height: 100, rgba: new Uint8Array(10) })).rejects.toThrow(/Expected 40000 bytes/);
  });
});

function countPixels(rgba: Uint8Array, test: (value: number) => boolean): number {
  let count = 0;
  for (let index = 0; index < rgba.length; index += 4) if (test(rgba[index])) count += 1;
  return count;
}
