import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';
import { pageSizes, qpdfChecks, wordCentres } from './layout-helpers';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';

test('makes a saddle-stitch booklet: 14 pages padded to 16 on 8 sides, page 1 on the right of the first side', async ({ page }) => {
  await page.goto('/booklet-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Booklet PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  await expect(page.getByTestId('print-note')).toContainText('flip on short edge');
  // The first side holds a blank (page 16) and page 1.
  await expect(page.getByTestId('sheet-preview').getByTestId('preview-page')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('booklet.png'), fullPage: true });
  await page.getByRole('button', { name: 'Make booklet' }).click();
  await expect(page.getByTestId('toast')).toContainText('Booklet ready');

  const result = await download(page, 'Download PDF');
  expect(result.filename).toBe('multipage-text-tracemonkey-14p-booklet.pdf');
  expect(inspectPdf(result.path).pages).toBe(8);
  const [width, height] = pageSizes(result.path)[0];
  expect([width, height]).toEqual([1224, 792]);
  expect(qpdfChecks(result.path)).toBe(true);
  const first = wordCentres(result.path, 1);
  expect(first.length).toBeGreaterThan(0);
  expect(first.every((word) => word.x > width / 2)).toBe(true);
  expect(first.some((word) => word.text === 'Trace-based')).toBe(true);
});
