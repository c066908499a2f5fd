import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, waitForServiceWorkerControl, watchLongTasks } from './fixtures';
import { alphaShares, foregroundIoU, readPngFile, type DecodedPng } from '../test/readers/png-alpha';
import type { Page } from '@playwright/test';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

// The model runs are CPU-heavy (and this machine is shared): one run is checked for many things.
const MODEL_RUN_MS = 240_000;
const TIGER = 'bgremove-tiger.jpg';
const reference = readPngFile(corpus('bgremove-tiger.reference-rembg.png'));

// Playwright's trace recorder snapshots the page on its main thread at each step, which is exactly
// what the long-task check measures; this file runs without it.
test.use({ trace: 'off' });

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
  await expect(page.getByTestId('result').or(page.getByTestId('job-error'))).toBeVisible({ timeout: MODEL_RUN_MS });
  await expect(page.getByTestId('job-error')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText('SuccessBackground removed successfully!');
}


test('removes the tiger’s background on the device, then again offline from the cached model', async ({ page, context }, testInfo) => {
  test.setTimeout(3 * MODEL_RUN_MS);
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);

  await page.goto('/background-remover');
  await expect(page.getByRole('heading', { level: 1, name: 'Background remover' })).toBeVisible();
  await chooseFiles(page, [corpus(TIGER)]);
  await expect(page.getByRole('img', { name: `Preview of ${TIGER}` })).toBeVisible();
  await expect(page.getByTestId('model-status')).toContainText('First use downloads the model');
  await expect(page.getByRole('radio', { name: /^Fast/ })).toBeChecked();

  // From here until the result shows, no task on the page's main thread may take over 200 ms.
  const longTasks = await watchLongTasks(page);
  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  // The real download, counted in bytes of the whole model and runtime: Fast's 8-bit model (about
  // 42 MB, made by our build) and the 14 MB runtime.
  await expect(page.getByText(/Downloading the model: [\d.]+ (KB|MB) of 5\d\.\d\d MB/)).toBeVisible();
  await expectRunSucceeds(page);

  expect(await longTasks()).toEqual([]);

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

  // A photo over 4096 px on a side, stored sideways with EXIF orientation 6 (rotate 90° clockwise):
  // made here, before going offline, from the tiger scaled to 6000 × 4002.
  const sideways = withExifOrientation(await scaledJpeg(page, readFileSync(corpus(TIGER)), 6000, 4002), 6);

  // Offline: the model comes from the service worker's cache.
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('file-input').setInputFiles({ name: 'big-tiger.jpg', mimeType: 'image/jpeg', buffer: sideways });
  await expect(page.getByTestId('model-status')).toContainText('works offline');
  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expectRunSucceeds(page);
  const big = readPngFile((await downloadFile(page, 'Download PNG')).path);
  // Upright and at full resolution: the model saw a small copy, the mask was scaled back up.
  expect([big.width, big.height]).toEqual([4002, 6000]);
  expect(alphaShares(big).transparent).toBeGreaterThan(0.4);
  expect(alphaShares(big).opaque).toBeGreaterThan(0.1);
  expect(foregroundIoU(uprightSample(big, reference.width, reference.height), reference)).toBeGreaterThanOrEqual(0.9);
  await context.setOffline(false);
});

test('two images at once (Best): each is cut out in turn, compared one at a time, and downloaded alone or in one ZIP', async ({ page }) => {
  test.setTimeout(3 * MODEL_RUN_MS);
  const BIRD = 'image-greyscale-bird.png';
  await page.goto('/background-remover');
  await chooseFiles(page, [corpus(TIGER), corpus(BIRD)]);
  await expect(page.getByRole('heading', { name: 'Your 2 images' })).toBeVisible();
  await expect(page.getByTestId('chosen-image')).toHaveCount(2);
  await page.getByRole('radio', { name: /^Best/ }).check();
  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expect(page.getByRole('button', { name: 'Cancel all' })).toBeVisible();
  await expect(page.getByTestId('job').filter({ hasText: TIGER })).toHaveAttribute('data-status', /complete|error/, { timeout: MODEL_RUN_MS });
  await expect(page.getByTestId('job').filter({ hasText: BIRD })).toHaveAttribute('data-status', /complete|error/, { timeout: MODEL_RUN_MS });
  await expect(page.getByTestId('job-error')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText('Backgrounds removed2 backgrounds removed');

  // The first image is compared; the other one on request.
  await expect(page.getByTestId('compared-image')).toHaveText(`Comparing ${TIGER}`);
  await page.getByRole('button', { name: `Compare ${BIRD}` }).click();
  await expect(page.getByTestId('compared-image')).toHaveText(`Comparing ${BIRD}`);
  await expect(page.getByRole('button', { name: `Compare ${BIRD}` })).toHaveAttribute('aria-pressed', 'true');

  // Each download is a PNG with alpha at its photo's own size, the subject kept and the rest made transparent.
  const tiger = await downloadFile(page, 'Download bgremove-tiger-no-bg.png');
  expect(tiger.filename).toBe('bgremove-tiger-no-bg.png');
  const tigerPng = readPngFile(tiger.path);
  expect(tigerPng.colorType).toBe(6);
  expect([tigerPng.width, tigerPng.height]).toEqual([1000, 667]);
  expect(alphaShares(tigerPng).transparent).toBeGreaterThan(0.4);
  expect(alphaShares(tigerPng).opaque).toBeGreaterThan(0.1);
  const bird = await downloadFile(page, 'Download image-greyscale-bird-no-bg.png');
  const birdPng = readPngFile(bird.path);
  expect(birdPng.colorType).toBe(6);
  expect([birdPng.width, birdPng.height]).toEqual([600, 375]);
  expect(alphaShares(birdPng).transparent).toBeGreaterThan(0.05);
  expect(alphaShares(birdPng).opaque).toBeGreaterThan(0.05);

  // The options apply to both: WebP on a colour, both files in one ZIP named after the tool.
  await page.getByRole('radio', { name: 'Solid colour' }).check();
  await page.getByRole('radio', { name: 'WEBP' }).check();
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
  expect(zip.suggestedFilename()).toBe('folio-no-bg.zip');
  const listing = execFileSync('python3', ['-c', 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', await zip.path()], { encoding: 'utf8' });
  expect(listing.trim().split('\n').sort()).toEqual(['bgremove-tiger-no-bg.webp', 'image-greyscale-bird-no-bg.webp']);
});

/** The image scaled to width × height and encoded as JPEG by the browser (no EXIF). */
async function scaledJpeg(page: Page, jpeg: Buffer, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ source, width, height }) => {
    const bytes = Uint8Array.from(atob(source), (char) => char.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const out = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let index = 0; index < out.length; index += 0x8000) text += String.fromCharCode(...out.subarray(index, index + 0x8000));
    return btoa(text);
  }, { source: jpeg.toString('base64'), width, height });
  return Buffer.from(base64, 'base64');
}

/** The JPEG with an EXIF segment holding only the orientation tag, right after its start marker. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF header, first IFD at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * The upright (rotated 90° clockwise) cut-out sampled back onto the stored frame of the reference:
 * stored pixel (x, y) shows at upright (H − y, x), scaled from the reference's size to the big one.
 */
function uprightSample(upright: DecodedPng, width: number, height: number): DecodedPng {
  const scale = upright.height / width;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const column = Math.min(upright.width - 1, Math.floor(upright.width - (y + 0.5) * scale));
      const row = Math.min(upright.height - 1, Math.floor((x + 0.5) * scale));
      data[(y * width + x) * 4 + 3] = upright.data[(row * upright.width + column) * 4 + 3];
    }
  }
  return { width, height, colorType: 6, data };
}

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

test.describe('without running the model', () => {
  test('skips files that are not images, and asks for an image when there is none', async ({ page }) => {
    await page.goto('/background-remover');
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(page.getByTestId('toast')).toContainText('No image selectedPlease upload an image to remove the background.');
    await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
    await expect(page.getByTestId('toast')).toContainText('Some files were skipped because they are not images.');
    await expect(page.getByTestId('upload-area')).toBeVisible();
  });

  test('an unreadable image gives the spec’s Error toast and says why, keeping the file', async ({ page }) => {
    await page.goto('/background-remover');
    await page.getByTestId('file-input').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a PNG') });
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(page.getByTestId('toast')).toContainText('ErrorFailed to remove background. Please try again.');
    await expect(page.getByTestId('job-error')).toHaveText('broken.png could not be read as an image. It may be damaged.');
    await expect(page.getByRole('button', { name: 'Remove Background' })).toBeEnabled();

    // An image dropped anywhere on the page joins the shown one (the page never navigates to it);
    // the old run's error goes with the old list.
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'other.webp', { type: 'image/webp' }));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole('img', { name: 'Preview of other.webp' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Your 2 images' })).toBeVisible();
    await expect(page.getByTestId('job-error')).toHaveCount(0);

    // Several images: each fails on its own, under its own name.
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(page.getByTestId('job-error')).toHaveText([
      'broken.png could not be read as an image. It may be damaged.',
      'other.webp could not be read as an image. It may be damaged.',
    ]);
    await page.getByRole('button', { name: 'Remove other.webp' }).click();
    await expect(page.getByRole('heading', { name: 'Your image', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Select Different Image' }).click();
    await expect(page.getByTestId('upload-area')).toBeVisible();
  });

  test('the guide’s questions open and close independently, the first one open', async ({ page }) => {
    await page.goto('/background-remover');
    const first = page.getByRole('button', { name: 'Is my photo uploaded anywhere?' });
    const second = page.getByRole('button', { name: 'Why does the first use take longer?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Folio runs the segmentation model')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Related Tools' })).toBeVisible();
  });
});
