import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, watchLongTasks } from './fixtures';
import { writeGeneratedPdf } from './page-tools-helpers';

// Playwright's trace takes a DOM snapshot inside the page at every action; with 500 tiles those
// snapshots are long tasks of the test harness itself, not of the app.
test.use({ trace: 'off' });

/**
 * Waits for a condition checked inside the page. Playwright's own expect() retries build an ARIA
 * snapshot of the whole page on each failed try, a long task of the harness with 500 tiles on screen.
 */
function waitForCount(page: Page, selector: string, expected: number, timeout = 60_000) {
  return page.waitForFunction(
    ([css, count]) => document.querySelectorAll(css).length === count,
    [selector, expected] as const,
    { polling: 250, timeout },
  );
}

test('the grid stays responsive while scrolling, and split every 1 gives 500 files', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const path = await writeGeneratedPdf(testInfo.outputPath('generated-500.pdf'), 500);
  await page.goto('/split-pdf');
  const longTasks = await watchLongTasks(page);
  await chooseFiles(page, [path]);
  await waitForCount(page, '[data-testid=page-tile]', 500);
  // A person scrolling down through the whole grid with the mouse wheel, then jumping back up.
  await page.getByTestId('page-tile').first().scrollIntoViewIfNeeded();
  for (let step = 0; step < 50; step += 1) {
    await page.mouse.wheel(0, 450);
    await page.waitForTimeout(50);
  }
  await page.getByTestId('page-tile').nth(499).scrollIntoViewIfNeeded();
  await waitForCount(page, '[data-page="500"] [data-testid=page-image]', 1);
  await page.keyboard.press('Home');
  await waitForCount(page, '[data-page="1"] [data-testid=page-image]', 1);
  const imagesAfterScrolling = await page.getByTestId('page-image').count();

  await page.getByRole('radio', { name: /Split every N pages/ }).check();
  await page.getByLabel('Pages per file').fill('1');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await waitForCount(page, '[data-testid=result-file]', 500, 120_000);
  expect(await longTasks()).toEqual([]);
  // Pages were rendered on the way down, not only the first and the last screenful.
  expect(imagesAfterScrolling).toBeGreaterThan(100);
  await expect(page.getByTestId('toast')).toContainText('Your PDF has been split into 500 files.');
  await expect(page.getByTestId('result-file').last()).toContainText('generated-500-page-500.pdf');
});
