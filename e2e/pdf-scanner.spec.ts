// The scanner with Chromium's fake camera playing a generated photo of a corpus page (perspective,
// shadow, noise): Start, the outline appears, Capture, the page is flattened and read (OCR); a second
// capture is appended; both survive a reload; the PDF (its text layer with pdftotext) and multi-page
// TIFF exports are read with poppler and ImageMagick; Stop releases the camera; batch mode on a phone-sized
// screen; a denied camera shows the spec's error.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { makeDocumentPhoto } from '../test/fixtures/document-photo';
import type { RawImage } from '../src/contract/pdf-scanner';
import { flattenedSize } from '../workers/engines/scanner/flatten-page';
import type { Page } from '@playwright/test';

/** YUV4MPEG2 (4:2:0, BT.601 full range): what Chromium's fake camera plays, looped. */
function toY4m({ width, height, rgba }: RawImage): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const at = (row * width + column) * 4;
      const [r, g, b] = [rgba[at], rgba[at + 1], rgba[at + 2]];
      y[row * width + column] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && column % 2 === 0) {
        const chroma = (row / 2) * (width / 2) + column / 2;
        u[chroma] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[chroma] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, u, v]);
}

const video = join(tmpdir(), 'folio-scanner-fake-camera.y4m');
const photo = await makeDocumentPhoto(1280, 720, 9);
writeFileSync(video, toY4m(photo.frame));

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

const liveTracks = (page: Page) => page.evaluate(() => {
  const element = document.querySelector('video');
  const stream = element?.srcObject as MediaStream | null;
  return stream ? stream.getTracks().filter((track) => track.readyState === 'live').length : 0;
});

async function capture(page: Page, pages: number) {
  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Scan completed' }).last()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('document-facts').first()).toContainText(`${pages} page`);
}

test('scans two pages with the fake camera, keeps them over a reload, exports a PDF and a two-frame TIFF, and stops the camera', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/pdf-scanner');
  await page.getByRole('button', { name: 'Start Camera' }).click();
  await expect(page.getByRole('button', { name: 'Stop Camera' })).toBeVisible({ timeout: 30_000 });
  // The live outline: the page found in the running preview by the scanner worker.
  await expect(page.getByTestId('live-outline')).toBeVisible({ timeout: 90_000 });

  await capture(page, 1);
  await expect(page.getByTestId('toast').filter({ hasText: 'The page was found, flattened and cleaned.' })).toBeVisible();
  await capture(page, 2);
  await expect(page.getByTestId('scanned-document')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Enhance' }).click();
  const pages = page.getByTestId('scanned-page');
  await expect(pages).toHaveCount(2);
  // OCR (on by default, English): the paper's title, read from the flattened page, shown with it.
  await expect(pages.first().getByTestId('ocr-text')).toContainText('Dynamic');
  // Flattened: the page's own outline at the camera's resolution, not the 1280 × 720 frame.
  const [width, height] = await page.getByTestId('scanned-page-image').first().evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  const truth = flattenedSize(photo.corners);
  expect(Math.abs(width - truth.width) / truth.width).toBeLessThan(0.04);
  expect(Math.abs(height - truth.height) / truth.height).toBeLessThan(0.04);
  await page.screenshot({ path: test.info().outputPath('scanner.png'), fullPage: true });

  // Stop releases every track.
  await page.getByRole('tab', { name: 'Scan' }).click();
  expect(await liveTracks(page)).toBe(1);
  await page.getByRole('button', { name: 'Stop Camera' }).click();
  expect(await liveTracks(page)).toBe(0);

  await page.reload();
  await expect(page.getByTestId('scanned-document')).toHaveCount(1);
  await expect(page.getByTestId('document-facts')).toContainText('2 pages');

  const exportAs = async (format: string) => {
    await page.getByRole('tab', { name: 'Export' }).click();
    await page.locator('section:not([hidden])').getByLabel('Format').selectOption(format);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    return { path: await download.path(), filename: download.suggestedFilename() };
  };
  const pdf = await exportAs('pdf');
  expect(pdf.filename).toMatch(/^Scan .*\.pdf$/);
  expect(execFileSync('pdfinfo', [pdf.path]).toString()).toMatch(/Pages:\s+2/);
  expect(execFileSync('pdftotext', [pdf.path, '-']).toString()).toContain('Dynamic');
  const tiff = await exportAs('tiff');
  expect(tiff.filename).toMatch(/\.tiff$/);
  expect(execFileSync('identify', [tiff.path]).toString().trim().split('\n')).toHaveLength(2);

  // Batch mode on a phone held upright: Capture stays available while the pages are processed, both
  // captures are appended to the document in order, and one toast says so at the end.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Scan' }).click();
  const scanPanel = page.locator('section:not([hidden])');
  await scanPanel.getByRole('checkbox', { name: 'Batch mode' }).check();
  await scanPanel.getByRole('checkbox', { name: 'OCR', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Start Camera' }).click();
  const captureButton = page.getByRole('button', { name: 'Capture' });
  await expect(captureButton).toBeEnabled({ timeout: 30_000 });
  await captureButton.click();
  await expect(captureButton).toBeEnabled();
  await captureButton.click();
  await expect(page.getByTestId('toast').filter({ hasText: '2 pages were added to the document.' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('scanned-document')).toHaveCount(1);
  await expect(page.getByTestId('document-facts')).toContainText('4 pages');
  // The layout fits the phone: nothing wider than the screen, the capture button on it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await captureButton.scrollIntoViewIfNeeded();
  const button = (await captureButton.boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(0);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('scanner-phone.png') });
});

test('a denied camera shows the spec’s error, and the upload takes images only', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: [] });
  const page = await context.newPage();
  await page.goto('/pdf-scanner');
  await page.getByRole('button', { name: 'Start Camera' }).click();
  await expect(page.getByTestId('toast')).toContainText('Camera error');
  await expect(page.getByTestId('toast')).toContainText('Unable to access camera. Please check permissions.');
  await page.getByTestId('scanner-upload').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByTestId('toast').filter({ hasText: 'Invalid file type' })).toContainText('Please upload an image file');
  await context.close();
});
