import { test, expect, chooseFiles, corpus } from './fixtures';

// ARCHITECTURE.md §1: heavy work runs in workers; no main-thread task over 200 ms while a job runs.
const LONG_TASK_LIMIT_MS = 200;

test('the page stays responsive while thumbnails render and a 585-page merge runs', async ({ page }) => {
  await page.goto('/merge-pdf');
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = durations;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => durations.push(entry.duration)))
      .observe({ type: 'longtask' });
  });
  await chooseFiles(page, Array.from({ length: 5 }, () => corpus('multipage-mixed-geotopo-117p.pdf')));
  await expect(page.getByTestId('page-count')).toHaveText(Array(5).fill(' · 117 pages'));
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('download-card')).toContainText('585 pages');

  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  expect(longTasks.filter((duration) => duration > LONG_TASK_LIMIT_MS)).toEqual([]);
});

test('the app is cross-origin isolated, so WASM engines may use threads', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
});
