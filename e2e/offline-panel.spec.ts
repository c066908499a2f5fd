// The offline panel: every engine fetched on first use, with sizes that match the built files;
// "Make everything available offline", then offline, the background remover runs with its Best model;
// removing the engine frees its files.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, chooseFiles, corpus, waitForServiceWorkerControl } from './fixtures';
import { alphaShares, foregroundIoU, readPngFile } from '../test/readers/png-alpha';
import { BACKGROUND_ASSETS_PATH } from '../src/contract/remove-background';
import { formatBytes } from '../src/lib/format-bytes';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

const MODEL_RUN_MS = 240_000;
const TIGER = 'bgremove-tiger.jpg';
const dist = fileURLToPath(new URL('../dist', import.meta.url));

/** The bytes of every file the build put in the background remover's folder. */
function builtBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

test.use({ trace: 'off' });

test('makes everything available offline with one progress bar; offline, the background remover runs with Best; removing frees it', async ({ page, context }) => {
  test.setTimeout(3 * MODEL_RUN_MS);
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);

  await page.goto('/background-remover');
  // From the tool's own screen.
  await page.getByRole('main').getByRole('button', { name: 'Offline use' }).click();
  const panel = page.getByTestId('offline-panel');
  await expect(panel.getByRole('heading', { name: 'Use Folio offline' })).toBeVisible();
  await expect(panel.getByTestId('offline-app-status')).toHaveText('Works offline');
  // The app's own size: what the service worker precached (several MB: the shell, pdf.js, MuPDF).
  await expect(panel.getByTestId('offline-app-size')).toHaveText(/^\d+\.\d\d MB$/);
  const engine = panel.locator('[data-testid="offline-engine"][data-engine="background"]');
  await expect(engine).toContainText('Background removal');
  // The size shown is the size of the files the build serves for it.
  const expectedSize = formatBytes(builtBytes(join(dist, BACKGROUND_ASSETS_PATH)));
  await expect(engine.getByTestId('offline-engine-size')).toHaveText(expectedSize);
  await expect(engine.getByTestId('offline-engine-status')).toHaveText('Downloaded on first use');
  await expect(panel.getByTestId('offline-storage')).toContainText('Storage used by Folio:');

  await panel.getByRole('button', { name: 'Make everything available offline' }).click();
  await expect(panel.getByTestId('offline-progress')).toContainText(/Downloading: [\d.]+ (B|KB|MB) of/);
  await expect(panel.getByTestId('offline-all-ready')).toHaveText('Everything is available offline.', { timeout: 120_000 });
  await expect(engine.getByTestId('offline-engine-status')).toHaveText('On this device');
  await expect(panel.getByTestId('offline-persisted')).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-panel.png' });
  // The storage estimate counts what was just kept.
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  expect(usage).toBeGreaterThan(builtBytes(join(dist, BACKGROUND_ASSETS_PATH)));
  await panel.getByRole('button', { name: 'Close' }).click();

  // Offline, nothing fetched on first use is missing: the Best model runs.
  await context.setOffline(true);
  await page.reload();
  await chooseFiles(page, [corpus(TIGER)]);
  await page.getByRole('radio', { name: /^Best/ }).check();
  await expect(page.getByTestId('model-status')).toContainText('works offline');
  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expect(page.getByTestId('result').or(page.getByTestId('job-error'))).toBeVisible({ timeout: MODEL_RUN_MS });
  await expect(page.getByTestId('job-error')).toHaveCount(0);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG' }).click()]);
  const cutout = readPngFile(await file.path());
  expect([cutout.width, cutout.height]).toEqual([1000, 667]);
  expect(alphaShares(cutout).transparent).toBeGreaterThan(0.4);
  expect(foregroundIoU(cutout, readPngFile(corpus('bgremove-tiger.reference-rembg.png')))).toBeGreaterThanOrEqual(0.9);

  // Removing the engine frees its files (still offline: the panel and its list need no network),
  // this time from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Offline use' }).click();
  await expect(engine.getByTestId('offline-engine-status')).toHaveText('On this device');
  await engine.getByRole('button', { name: 'Remove background removal from this device' }).click();
  await expect(engine.getByTestId('offline-engine-status')).toHaveText('Downloaded on first use');
  const cachedFiles = await page.evaluate(async (folder) => (await (await caches.open('folio-heavy-engines')).keys())
    .filter((request) => new URL(request.url).pathname.startsWith(folder)).length, BACKGROUND_ASSETS_PATH);
  expect(cachedFiles).toBe(0);
  await context.setOffline(false);
});
