import { test, expect, chooseFiles } from './fixtures';
import { writeGeneratedPdf } from './page-tools-helpers';

// ARCHITECTURE.md §1: no main-thread task over 200 ms.
const LONG_TASK_LIMIT_MS = 200;

// Playwright's trace takes a DOM snapshot inside the page at every action; with 500 tiles those
// snapshots are long tasks of the test harness itself, not of the app.
test.use({ trace: 'off' });

async function watchLongTasks(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = durations;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => durations.push(entry.duration)))
      .observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}

test('the grid stays responsive while scrolling, and split every 1 gives 500 files', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const path = await writeGeneratedPdf(testInfo.outputPath('generated-500.pdf'), 500);
  await page.goto('/split-pdf');
  const longTasks = await watchLongTasks(page);
  await chooseFiles(page, [path]);
  const tiles = page.getByTestId('page-tile');
  await expect(tiles).toHaveCount(500);
  // A person scrolling down through the whole grid with the mouse wheel, then jumping back up.
  await tiles.first().scrollIntoViewIfNeeded();
  for (let step = 0; step < 50; step += 1) {
    await page.mouse.wheel(0, 450);
    await page.waitForTimeout(50);
  }
  await tiles.nth(499).scrollIntoViewIfNeeded();
  await expect(tiles.nth(499).getByTestId('page-image')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Home');
  await expect(tiles.first().getByTestId('page-image')).toBeVisible();

  await page.getByRole('radio', { name: /Split every N pages/ }).check();
  await page.getByLabel('Pages per file').fill('1');
  await expect(page.getByTestId('split-summary')).toHaveText('This makes 500 files.');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Your PDF has been split into 500 files.', { timeout: 120_000 });
  await expect(page.getByTestId('result-file')).toHaveCount(500);
  await expect(page.getByTestId('result-file').last()).toContainText('generated-500-page-500.pdf');

  expect((await longTasks()).filter((duration) => duration > LONG_TASK_LIMIT_MS)).toEqual([]);
});
