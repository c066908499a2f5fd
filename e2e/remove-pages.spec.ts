import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
const tile = (page: import('@playwright/test').Page, number: number) => page.getByRole('button', { name: `Page ${number}`, exact: true });

test('typed pages and the page grid stay in sync, and the download lacks exactly those pages', async ({ page }) => {
  await page.goto('/remove-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Remove pages' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  const grid = page.getByRole('list', { name: 'Selected pages for removal' });
  await expect(grid.getByTestId('page-tile')).toHaveCount(14);

  await page.getByRole('radio', { name: 'Specific Pages' }).check();
  const specific = page.getByRole('textbox', { name: 'Specific Pages' });
  await expect(specific).toHaveAttribute('placeholder', '1, 3, 5, 7-9');
  await specific.fill('2, 4-5');
  for (const number of [2, 4, 5]) await expect(tile(page, number)).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 3)).toHaveAttribute('aria-pressed', 'false');

  // The grid writes back to the field.
  await tile(page, 7).click();
  await expect(specific).toHaveValue('2, 4-5, 7');
  await tile(page, 4).click();
  await expect(specific).toHaveValue('2, 5, 7');

  await page.getByRole('button', { name: 'Remove Pages' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages removed successfully');
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-text-tracemonkey-14p-pages-removed.pdf');
  const source = corpusPageTexts(tracemonkey);
  expect(inspectPdf(path)).toEqual({ pages: 11, pageTexts: source.filter((_, index) => ![1, 4, 6].includes(index)) });
});

test('a page range selects its pages in the grid; the parser’s message shows under the field', async ({ page }) => {
  await page.goto('/remove-pages');
  await chooseFiles(page, [corpus(tracemonkey)]);
  await page.getByLabel('Start Page').fill('3');
  await page.getByLabel('End Page').fill('6');
  await expect(page.getByTestId('selection-count')).toHaveText('4 of 14 pages selected');
  await expect(tile(page, 6)).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('End Page').fill('20');
  await expect(page.getByTestId('pages-error')).toHaveText('Page 20 does not exist: this document has 14 pages');
  await expect(page.getByRole('button', { name: 'Remove Pages' })).toBeDisabled();
});

test('removing every page is refused with a clear message', async ({ page }) => {
  await page.goto('/remove-pages');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await page.getByLabel('Start Page').fill('1');
  await page.getByLabel('End Page').fill('4');
  await expect(page.getByTestId('pages-error')).toContainText('You cannot remove every page');
  await expect(page.getByRole('button', { name: 'Remove Pages' })).toBeDisabled();
});

test('the grid is used with the keyboard: arrows move, Space selects, Shift+arrow extends', async ({ page }) => {
  await page.goto('/remove-pages');
  await chooseFiles(page, [corpus(tracemonkey)]);
  await tile(page, 1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tile(page, 2)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByLabel('Start Page')).toHaveValue('2');
  await expect(page.getByLabel('End Page')).toHaveValue('4');
  // A gap turns the range into specific pages.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Specific Pages' })).toHaveValue('2, 4');
});
