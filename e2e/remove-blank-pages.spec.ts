import { writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { test, expect, chooseFiles, download, inspectPdf } from './fixtures';
import { blankPagesFixture } from '../test/fixtures/layout-detection-fixtures';

const tile = (page: import('@playwright/test').Page, number: number) => page.getByRole('button', { name: `Page ${number}`, exact: true });

test('the blank pages are found and shown crossed out first; a page unmarked by hand stays in the download', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('scan.pdf');
  writeFileSync(path, await blankPagesFixture());
  await page.goto('/remove-blank-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Remove blank pages' })).toBeVisible();
  await chooseFiles(page, [path]);
  // The first detection starts MuPDF in the document worker (a 10 MB engine, loaded on first use).
  await expect(page.getByTestId('blank-found')).toHaveText('Folio found 5 blank pages, crossed out below. Click a page to keep it, or to mark another one.', { timeout: 60_000 });
  const grid = page.getByRole('list', { name: 'Pages marked for removal' });
  await expect(grid.getByTestId('page-tile')).toHaveCount(8);
  for (const number of [1, 2, 3, 6, 8]) await expect(tile(page, number)).toHaveAttribute('aria-pressed', 'true');
  for (const number of [4, 5, 7]) await expect(tile(page, number)).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: testInfo.outputPath('remove-blank-pages.png'), fullPage: true });

  // The white box on page 6 is kept by hand.
  await tile(page, 6).click();
  await expect(page.getByTestId('selection-count')).toHaveText('4 of 8 pages selected');
  await page.getByRole('button', { name: 'Remove blank pages' }).click();
  await expect(page.getByTestId('toast')).toContainText('Blank pages removed');
  const result = await download(page, 'Download PDF');
  expect(result.filename).toBe('scan-no-blank-pages.pdf');
  const { pages, pageTexts } = inspectPdf(result.path);
  expect(pages).toBe(4);
  expect(pageTexts[0]).toContain('See over.');
});

test('a file whose every page is blank is refused before the run', async ({ page }, testInfo) => {
  const document = await PDFDocument.create();
  document.addPage();
  document.addPage();
  const path = testInfo.outputPath('empty.pdf');
  writeFileSync(path, await document.save());
  await page.goto('/remove-blank-pages');
  await chooseFiles(page, [path]);
  await expect(page.getByTestId('blank-refusal')).toHaveText('Every page looks blank at this setting. Lower the ink threshold: a PDF needs at least one page.', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Remove blank pages' })).toBeDisabled();
});
