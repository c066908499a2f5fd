import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';
import { downloadFromButton, unzipEntry, zipEntries } from './page-tools-helpers';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
const stem = 'multipage-text-tracemonkey-14p';

test('extracts a page range into one PDF with exactly those pages', async ({ page }) => {
  await page.goto('/extract-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Extract pages' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await page.getByLabel('Start Page').fill('3');
  await page.getByLabel('End Page').fill('5');
  await expect(page.getByRole('list', { name: 'Selected pages for extraction' }).locator('[aria-pressed="true"]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Extract Pages' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages extracted successfully');
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe(`${stem}-pages-3-5.pdf`);
  expect(inspectPdf(path)).toEqual({ pages: 3, pageTexts: corpusPageTexts(tracemonkey).slice(2, 5) });
});

test('Extract as individual PDF files gives one PDF per page, each downloadable and all as a ZIP', async ({ page }, testInfo) => {
  await page.goto('/extract-pages');
  await chooseFiles(page, [corpus(tracemonkey)]);
  await page.getByRole('radio', { name: 'Specific Pages' }).check();
  await page.getByRole('textbox', { name: 'Specific Pages' }).fill('1, 8, 14');
  await page.getByLabel('Extract as individual PDF files').check();
  await page.getByRole('button', { name: 'Extract Pages' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(3);
  const source = corpusPageTexts(tracemonkey);
  const eighth = await download(page, `Download ${stem}-page-8.pdf`);
  expect(inspectPdf(eighth.path)).toEqual({ pages: 1, pageTexts: [source[7]] });

  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zipEntries(zip.path)).toEqual([`${stem}-page-1.pdf`, `${stem}-page-14.pdf`, `${stem}-page-8.pdf`]);
  const last = unzipEntry(zip.path, `${stem}-page-14.pdf`, testInfo.outputPath('14.pdf'));
  expect(inspectPdf(last).pageTexts).toEqual([source[13]]);
});

test('the guide and related tools follow the tool', async ({ page }) => {
  await page.goto('/extract-pages');
  await expect(page.getByRole('heading', { name: 'How to extract pages from a PDF' })).toBeVisible();
  await expect(page.getByText('The file is never uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Are my files uploaded anywhere?' })).toBeVisible();
  const related = page.locator('section[aria-labelledby="related-tools"]').getByTestId('tool-card');
  await expect(related).toHaveCount(3);
});
