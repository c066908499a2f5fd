import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, chooseFiles, corpus, download, inspectPdf, waitForServiceWorkerControl } from './fixtures';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

test('after one visit the app works offline: reload, go offline, reload, merge two files', async ({ page, context }) => {
  await page.goto('/');
  // The service worker precaches the shell and the light engines, then says so.
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.goto('/merge-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Merge PDF Files' })).toBeVisible();
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf'), corpus('multipage-text-tracemonkey-14p.pdf')]);
  // Thumbnails need pdf.js and its data files: served from the cache too.
  await expect(page.getByTestId('page-count')).toHaveText([' · 4 pages', ' · 14 pages']);
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();
  const { path } = await download(page, 'Download PDF');
  expect(inspectPdf(path).pages).toBe(18);
  await context.setOffline(false);
});

test('a new version shows "New version available — reload", and Reload switches to it', async ({ page }) => {
  const serviceWorkerFile = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
  const original = readFileSync(serviceWorkerFile, 'utf8');
  try {
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    // Publish a "new version": any byte change to the service worker makes the browser install it.
    writeFileSync(serviceWorkerFile, `${original}\n// next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(page.getByText('New version available — reload')).toBeVisible({ timeout: 30_000 });

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByText('New version available — reload')).toHaveCount(0);
    // The new worker took over: nothing is left waiting.
    await expect.poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration?.active && !registration.waiting);
    })).toBe(true);
  } finally {
    writeFileSync(serviceWorkerFile, original);
  }
});
