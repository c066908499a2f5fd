import { test, expect, chooseFiles, corpus, watchLongTasks } from './fixtures';

test('the page stays responsive while thumbnails render and a 585-page merge runs', async ({ page }) => {
  await page.goto('/merge-pdf');
  const longTasks = await watchLongTasks(page);
  await chooseFiles(page, Array.from({ length: 5 }, () => corpus('multipage-mixed-geotopo-117p.pdf')));
  await expect(page.getByTestId('page-count')).toHaveText(Array(5).fill(' · 117 pages'));
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('download-card')).toContainText('585 pages');

  expect(await longTasks()).toEqual([]);
});

test('the app is cross-origin isolated, so WASM engines may use threads', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
});
