import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';

test('reverses a PDF: the downloaded file holds the same pages, last page first', async ({ page }) => {
  await page.goto('/reverse-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Reverse order' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('reverse-summary')).toHaveText('Page 14 comes first, then 13, … and page 1 comes last.');
  await page.getByRole('button', { name: 'Reverse order' }).click();
  await expect(page.getByText('Your reversed PDF is ready!')).toBeVisible();
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-text-tracemonkey-14p-reversed.pdf');
  expect(inspectPdf(path)).toEqual({ pages: 14, pageTexts: corpusPageTexts(tracemonkey).reverse() });
});
