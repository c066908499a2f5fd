// Every end-to-end test uses this `test`: it records each request the page makes and fails the
// test if one leaves the page's origin (the privacy promise: no file, no byte goes elsewhere).
import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { waitForAppOnLoad } from '../test/setup/app-started';
import { LONG_TASK_LIMIT_MS, recordLongTasks } from '../test/fixtures/long-tasks';

export const corpus = (name: string) => fileURLToPath(new URL(`../test/corpus/${name}`, import.meta.url));

export const test = base.extend<{ foreignRequests: string[] }>({
  // Each page load first shows the route's prerendered HTML; a person acts once the page responds, so
  // goto and reload wait until the app has taken over (not with `waitUntil: 'commit'`, nor without scripts).
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForAppOnLoad(page);
    await provide(page);
  },

  foreignRequests: [async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:')) foreign.push(url);
    });
    await use(foreign);
    expect(foreign, 'requests that left the origin').toEqual([]);
  }, { auto: true }],
});

export { expect };

/** Waits until the service worker has cached the app and controls the page (a fresh page needs a reload). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Picks a choice drawn as a pill (a visually hidden radio inside its label) by clicking the label, as a
 * person does. Clicking the 1-pixel radio itself can land on a neighbour while the layout settles.
 */
export async function pickChoice(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/**
 * Opens a tab and waits until it is the chosen one: a tab that changes the address renders its screen
 * in a transition, and until then the old tab's upload area (and its accepted types) is still there.
 */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Sets files on the upload widget's picker, as if chosen in the file dialog. */
export async function chooseFiles(page: Page, paths: string[]) {
  await page.getByTestId('file-input').first().setInputFiles(paths);
}

/** Clicks a download link and returns the downloaded file's bytes. */
export async function download(page: Page, linkName: string): Promise<{ bytes: Buffer; filename: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  const path = await file.path();
  return { bytes: readFileSync(path), filename: file.suggestedFilename(), path };
}

/** Page count and per-page text of a PDF on disk, read by poppler (an independent reader). */
export function inspectPdf(path: string): { pages: number; pageTexts: string[] } {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return { pages, pageTexts: text.split('\f').slice(0, pages) };
}

/** Text of each page of a corpus file, to compare outputs against. */
export function corpusPageTexts(name: string): string[] {
  return inspectPdf(corpus(name)).pageTexts;
}

/** Starts recording the page's long tasks; the returned function gives those over the limit so far. */
export async function watchLongTasks(page: Page): Promise<() => Promise<number[]>> {
  const durations = await recordLongTasks(page);
  return async () => (await durations()).filter((duration) => duration > LONG_TASK_LIMIT_MS);
}
