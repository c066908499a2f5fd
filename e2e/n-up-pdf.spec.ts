import { test, expect, chooseFiles, corpus, download, inspectPdf, pickChoice } from './fixtures';
import { pageSizes, qpdfChecks, wordCentres } from './layout-helpers';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';

test('puts two pages on each landscape A4 sheet, previews the first sheet, and the download holds 7 sheets', async ({ page }) => {
  await page.goto('/n-up-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'N-up PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  await pickChoice(page, '2');
  await page.getByLabel('Sheet size').selectOption('a4');
  await expect(page.getByTestId('sheet-preview').getByTestId('preview-page')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('n-up.png'), fullPage: true });
  await page.getByRole('button', { name: 'Make N-up PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages laid out');

  const result = await download(page, 'Download PDF');
  expect(result.filename).toBe('multipage-text-tracemonkey-14p-2-up.pdf');
  expect(inspectPdf(result.path).pages).toBe(7);
  expect(pageSizes(result.path)[0]).toEqual([842, 595]);
  expect(qpdfChecks(result.path)).toBe(true);
  // The paper's title (page 1) is on the left half of sheet 1; page 2's words reach the right half.
  const words = wordCentres(result.path, 1);
  expect(words.find((word) => word.text === 'Trace-based')!.x).toBeLessThan(421);
  expect(words.some((word) => word.x > 421)).toBe(true);
});
