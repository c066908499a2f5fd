import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, waitForServiceWorkerControl } from './fixtures';
import { alphaShares, foregroundIoU, readPngFile, type DecodedPng } from './png-alpha';
import type { Page } from '@playwright/test';

// The model runs are CPU-heavy (and this machine is shared): one run is checked for many things.
const MODEL_RUN_MS = 240_000;
const LONG_TASK_LIMIT_MS = 200;
const TIGER = 'bgremove-tiger.jpg';
const reference = readPngFile(corpus('bgremove-tiger.reference-rembg.png'));

async function downloadFile(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { path, filename: file.suggestedFilename() };
}

function expectTigerCutout(png: DecodedPng) {
  // RGBA at the photo's own size.
  expect(png.colorType).toBe(6);
  expect([png.width, png.height]).toEqual([1000, 667]);
  const shares = alphaShares(png);
  expect(shares.transparent).toBeGreaterThan(0.4);
  expect(shares.opaque).toBeGreaterThan(0.1);
  // Agrees with rembg's cut-out of the same photo (a different model: not ground truth, a sanity bar).
  expect(foregroundIoU(png, reference)).toBeGreaterThanOrEqual(0.9);
}

/** Waits for the run to end; a failure shows its reason rather than a timeout. */
async function expectRunSucceeds(page: Page) {
  await expect(page.getByTestId('result').or(page.getByTestId('run-error'))).toBeVisible({ timeout: MODEL_RUN_MS });
  await expect(page.getByTestId('run-error')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText('SuccessBackground removed successfully!');
}

async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = durations;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => durations.push(entry.duration)))
      .observe({ type: 'longtask' });
  });
}

test('removes the tiger’s background on the device, then again offline from the cached model', async ({ page, context }, testInfo) => {
  test.setTimeout(3 * MODEL_RUN_MS);
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);

  await page.goto('/background-remover');
  await expect(page.getByRole('heading', { level: 1, name: 'Background remover' })).toBeVisible();
  await watchLongTasks(page);
  await chooseFiles(page, [corpus(TIGER)]);
  await expect(page.getByRole('img', { name: `Preview of ${TIGER}` })).toBeVisible();
  await expect(page.getByTestId('model-status')).toContainText('First use downloads the model');
  await expect(page.getByRole('radio', { name: /Fast/ })).toBeChecked();

  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  // The real download, counted in bytes of the whole model and runtime.
  await expect(page.getByText(/Downloading the model: [\d.]+ (KB|MB) of 5\d\.\d\d MB/)).toBeVisible();
  await expectRunSucceeds(page);

  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  expect(longTasks.filter((duration) => duration > LONG_TASK_LIMIT_MS)).toEqual([]);

  const transparent = await downloadFile(page, 'Download PNG');
  expect(transparent.filename).toBe('bgremove-tiger-no-bg.png');
  const cutout = readPngFile(transparent.path);
  expectTigerCutout(cutout);
  writeFileSync(testInfo.outputPath('tiger-no-bg.png'), readFileSync(transparent.path));

  // The comparison slider works from the keyboard.
  const slider = page.getByRole('slider', { name: 'Comparison position' });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');

  // A solid colour behind the subject: every pixel opaque, the background now that colour.
  await page.getByRole('radio', { name: 'Solid colour' }).check();
  await page.getByLabel('Background colour').fill('#00ff00');
  const coloured = readPngFile((await downloadFile(page, 'Download PNG')).path);
  expect(alphaShares(coloured).opaque).toBe(1);
  expect(greenShareWhereTransparent(cutout, coloured)).toBeGreaterThan(0.99);
  // And as WebP.
  await page.getByRole('radio', { name: 'WEBP' }).check();
  const webp = await downloadFile(page, 'Download WEBP');
  expect(webp.filename).toBe('bgremove-tiger-no-bg.webp');
  const header = readFileSync(webp.path);
  expect(header.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(header.subarray(8, 12).toString('latin1')).toBe('WEBP');

  await page.getByRole('button', { name: 'Process Another Image' }).click();
  await expect(page.getByTestId('upload-area')).toBeVisible();

  // Offline: the model comes from the service worker's cache.
  await context.setOffline(true);
  await page.reload();
  await chooseFiles(page, [corpus(TIGER)]);
  await expect(page.getByTestId('model-status')).toContainText('works offline');
  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expectRunSucceeds(page);
  expectTigerCutout(readPngFile((await downloadFile(page, 'Download PNG')).path));
  await context.setOffline(false);
});

/** Of the pixels transparent in the cut-out, the share that are pure green in the coloured one. */
function greenShareWhereTransparent(cutout: DecodedPng, coloured: DecodedPng): number {
  let transparent = 0;
  let green = 0;
  for (let index = 0; index < cutout.data.length; index += 4) {
    if (cutout.data[index + 3] !== 0) continue;
    transparent += 1;
    const [r, g, b] = coloured.data.subarray(index, index + 3);
    if (r === 0 && g === 255 && b === 0) green += 1;
  }
  return green / transparent;
}
