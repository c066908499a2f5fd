import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';
import { pageRotations } from './page-tools-helpers';
import { outlineLines, qpdfOutlineOfFile } from '../test/readers/qpdf-outline';

const outline = 'multipage-outline-links-4p.pdf';
const tile = (page: import('@playwright/test').Page, number: number) => page.getByRole('button', { name: new RegExp(`^Page ${number}(,|$)`) });
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const order = (page: import('@playwright/test').Page) => page.getByTestId('page-tile').evaluateAll((tiles) => tiles.map((t) => Number(t.getAttribute('data-page'))));

test('Files Ready, then the real pages: move, turn and remove; the download has that order and those turns', async ({ page }) => {
  await page.goto('/organize-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Organize PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(outline)]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  await expect(page.getByRole('heading', { name: 'Files Ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Organize PDF', exact: true }).click();

  await expect(page.getByTestId('page-tile')).toHaveCount(4);
  await expect(page.getByTestId('page-image')).toHaveCount(4);
  // Not past the ends.
  await expect(page.getByRole('button', { name: 'Move page 1 earlier' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move page 4 later' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move page 2 earlier' }).click();
  expect(await order(page)).toEqual([2, 1, 3, 4]);
  await page.getByRole('button', { name: 'Rotate page 3 right' }).click();
  await page.getByRole('button', { name: 'Rotate page 1 left' }).click();
  await expect(tile(page, 3)).toHaveAccessibleName('Page 3, turned right');
  await page.getByRole('button', { name: 'Remove page 4' }).click();
  await expect(page.getByTestId('page-summary')).toHaveText('3 of 4 pages kept');
  // Focus goes to the page that is now last, not back to the top of the document.
  await expect(tile(page, 3)).toBeFocused();

  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF organized successfully');
  await expect(page.getByText('Your organized PDF is ready!')).toBeVisible();
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-outline-links-4p-organized.pdf');
  // Turned pages lay their text out differently; the words and their order are what must match.
  const source = corpusPageTexts(outline).map(words);
  const output = inspectPdf(path);
  expect(output.pages).toBe(3);
  expect(output.pageTexts.map(words)).toEqual([source[1], source[0], source[2]]);
  expect(pageRotations(path)).toEqual([0, 270, 90]);
  // The bookmarks of the kept pages follow them (source pages 2 and 3 are now 1 and 3); page 4's are gone.
  expect(outlineLines(qpdfOutlineOfFile(path))).toEqual(['Foo → 1', 'Bar → 1', 'Baz → 1', 'Foo → 1', 'Bar → 3', 'Baz → 3', 'Foo → 3']);
});

test('pages are reordered by dragging, and several selected pages turn together', async ({ page }) => {
  await page.goto('/organize-pdf');
  await chooseFiles(page, [corpus(outline)]);
  await page.getByRole('button', { name: 'Organize PDF', exact: true }).click();
  await expect(page.getByTestId('page-tile')).toHaveCount(4);

  const handle = page.getByRole('button', { name: /^Drag page 1 to reorder/ });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await page.getByTestId('page-tile').nth(2).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2 + 10, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual([2, 3, 1, 4]);

  await tile(page, 2).click();
  await tile(page, 4).click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('selection-count')).toHaveText('4 of 4 pages selected');
  await page.getByRole('button', { name: 'Rotate selected right' }).click();
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  const { path } = await download(page, 'Download PDF');
  const source = corpusPageTexts(outline).map(words);
  expect(inspectPdf(path).pageTexts.map(words)).toEqual([source[1], source[2], source[0], source[3]]);
  expect(pageRotations(path)).toEqual([90, 90, 90, 90]);
});

test('removing every page is refused with a message, and Reset brings them back', async ({ page }) => {
  await page.goto('/organize-pdf');
  await chooseFiles(page, [corpus(outline)]);
  await page.getByRole('button', { name: 'Organize PDF', exact: true }).click();
  await tile(page, 1).click();
  await tile(page, 4).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await expect(page.getByRole('alert')).toContainText('Keep at least one page');
  await expect(page.getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('page-tile')).toHaveCount(4);
});

test('a file chosen after another is organized with its own pages, never the previous file’s count', async ({ page }) => {
  await page.goto('/organize-pdf');
  await chooseFiles(page, [corpus(outline)]);
  await expect(page.getByTestId('file-card')).toContainText('4 pages');
  await page.getByRole('button', { name: `Remove ${outline}` }).click();
  await chooseFiles(page, [corpus('multipage-text-tracemonkey-14p.pdf')]);
  // Clicked as soon as it can be: the grid must still be the new file's 14 pages.
  await page.getByRole('button', { name: 'Organize PDF', exact: true }).click();
  await expect(page.getByTestId('page-summary')).toHaveText('14 of 14 pages kept');
  await expect(page.getByTestId('page-tile')).toHaveCount(14);
});
