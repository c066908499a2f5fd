import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, download } from './fixtures';
import { rawPageTexts } from './page-tools-helpers';
import { wordPagesBytes } from '../test/fixtures/word-pages';

/** Each page's size in points, read by pdfinfo. */
function pageSizes(path: string): string[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', path], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/gm)].map((match) => match[1]);
}

test('adds a blank page after the chosen pages, sized like the page before it, then pads to a multiple of 2', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('mixed.pdf');
  writeFileSync(path, await wordPagesBytes(['one', 'two', 'three'], [[595, 842], [842, 595], [595, 842]]));
  await page.goto('/add-blank-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Add blank pages' })).toBeVisible();
  await chooseFiles(page, [path]);
  await expect(page.getByTestId('blank-plan')).toHaveText('This adds 3 blank pages: 6 pages in all.');

  await page.getByRole('radio', { name: /After chosen pages/ }).check();
  await page.getByLabel('After these pages').fill('2, 4');
  await expect(page.getByText('Page 4 does not exist: this document has 3 pages')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add blank pages' })).toBeDisabled();
  await page.getByLabel('After these pages').fill('1-2');
  await expect(page.getByTestId('blank-plan')).toHaveText('This adds 2 blank pages: 5 pages in all.');
  await page.getByRole('button', { name: 'Add blank pages' }).click();
  await expect(page.getByTestId('result-note')).toHaveText('2 blank pages added.');
  const chosen = await download(page, 'Download PDF');
  expect(chosen.filename).toBe('mixed-blank-pages.pdf');
  expect(rawPageTexts(chosen.path).map((text) => text.trim())).toEqual(['one', '', 'two', '', 'three']);
  expect(pageSizes(chosen.path)).toEqual(['595 x 842', '595 x 842', '842 x 595', '842 x 595', '595 x 842']);

  await page.getByRole('radio', { name: /At the end, to a multiple/ }).check();
  // The pill's name is also a word of the position card's text: it is picked by its exact name.
  const two = page.getByRole('radio', { name: '2', exact: true });
  await page.locator('label').filter({ has: two }).click();
  await expect(two).toBeChecked();
  await expect(page.getByTestId('blank-plan')).toHaveText('This adds 1 blank page: 4 pages in all.');
  await page.getByRole('button', { name: 'Add blank pages' }).click();
  await expect(page.getByTestId('result-note')).toHaveText('1 blank page added.');
  const padded = await download(page, 'Download PDF');
  expect(rawPageTexts(padded.path).map((text) => text.trim())).toEqual(['one', 'two', 'three', '']);
  await page.screenshot({ path: testInfo.outputPath('add-blank-pages.png'), fullPage: true });
});
