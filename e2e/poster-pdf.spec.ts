import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, download, inspectPdf, pickChoice } from './fixtures';
import { pageSizes, qpdfChecks, wordCentres } from './layout-helpers';
import { wordOf, wordPagesPdf } from '../test/fixtures/word-pages-fixture';

test('cuts an A2 plan into 3 × 3 A4 tiles in reading order, the plan\'s word on the middle tile', async ({ page }, testInfo) => {
  const plan = testInfo.outputPath('plan.pdf');
  writeFileSync(plan, (await wordPagesPdf([{ width: 1190.55, height: 1683.78, at: { x: 700, y: 1000 } }])).bytes);
  await page.goto('/poster-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Poster PDF' })).toBeVisible();
  await chooseFiles(page, [plan]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  await expect(page.getByTestId('sheet-preview')).toContainText('Page 1: 3 × 3 = 9 sheets');
  // Fitting it to at most 2 × 2 sheets shrinks it; back to the scale for the run.
  await pickChoice(page, 'Fit to a number of sheets');
  await expect(page.getByTestId('sheet-preview')).toContainText('Page 1: 2 × 2 = 4 sheets');
  await page.screenshot({ path: testInfo.outputPath('poster.png'), fullPage: true });
  await pickChoice(page, 'Scale');
  await expect(page.getByTestId('sheet-preview')).toContainText('Page 1: 3 × 3 = 9 sheets');
  await page.getByRole('button', { name: 'Make poster' }).click();
  await expect(page.getByTestId('toast')).toContainText('Poster ready');

  const result = await download(page, 'Download PDF');
  expect(result.filename).toBe('plan-poster.pdf');
  expect(inspectPdf(result.path).pages).toBe(9);
  expect(new Set(pageSizes(result.path).map(String))).toEqual(new Set(['595,842']));
  expect(qpdfChecks(result.path)).toBe(true);
  expect(wordCentres(result.path, 5).map((word) => word.text)).toEqual([wordOf(1)]);
  expect(wordCentres(result.path, 1)).toEqual([]);
});
