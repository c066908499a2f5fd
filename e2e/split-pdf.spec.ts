import { statSync, writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';
import { downloadFromButton, unzipEntry, zipEntries } from './page-tools-helpers';
import { separatorStackFixture } from '../test/fixtures/layout-detection-fixtures';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
const stem = 'multipage-text-tracemonkey-14p';

test('splits by ranges into one file per range; each download holds exactly its pages, and Download all gives a ZIP of them', async ({ page }, testInfo) => {
  await page.goto('/split-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Split PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  await expect(page.getByTestId('page-count')).toHaveText(' · 14 pages');
  // Range is the default mode.
  await expect(page.getByRole('radio', { name: /Split by range/ })).toBeChecked();
  await page.getByLabel('Page ranges').fill('1-3,5,12-end');
  await expect(page.getByTestId('split-summary')).toHaveText('This makes 3 files.');
  await page.getByRole('button', { name: 'Split PDF' }).click();

  await expect(page.getByTestId('toast')).toContainText('PDF Split Successfully');
  await expect(page.getByTestId('toast')).toContainText('Your PDF has been split into 3 files.');
  await expect(page.getByTestId('result-file')).toHaveCount(3);
  const source = corpusPageTexts(tracemonkey);
  const first = await download(page, `Download ${stem}-pages-1-3.pdf`);
  expect(first.filename).toBe(`${stem}-pages-1-3.pdf`);
  expect(inspectPdf(first.path)).toEqual({ pages: 3, pageTexts: source.slice(0, 3) });
  const last = await download(page, `Download ${stem}-pages-12-14.pdf`);
  expect(inspectPdf(last.path).pageTexts).toEqual(source.slice(11));

  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe(`${stem}-split.zip`);
  expect(zipEntries(zip.path)).toEqual([`${stem}-page-5.pdf`, `${stem}-pages-1-3.pdf`, `${stem}-pages-12-14.pdf`]);
  const single = unzipEntry(zip.path, `${stem}-page-5.pdf`, testInfo.outputPath('page-5.pdf'));
  expect(inspectPdf(single)).toEqual({ pages: 1, pageTexts: [source[4]] });
});

test('splits every N pages; an empty value becomes 1', async ({ page }) => {
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus(tracemonkey)]);
  await page.getByRole('radio', { name: /Split every N pages/ }).check();
  const every = page.getByLabel('Pages per file');
  await every.fill('5');
  await expect(page.getByTestId('split-summary')).toHaveText('This makes 3 files.');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(3);
  const { path } = await download(page, `Download ${stem}-pages-11-14.pdf`);
  expect(inspectPdf(path).pages).toBe(4);

  await every.fill('');
  await every.blur();
  await expect(every).toHaveValue('1');
  await expect(page.getByTestId('split-summary')).toHaveText('This makes 14 files.');
});

test('a range naming a page the document does not have is explained, and the split waits', async ({ page }) => {
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus(tracemonkey)]);
  await page.getByLabel('Page ranges').fill('1-3, 20');
  await expect(page.getByTestId('split-summary')).toHaveText('Page 20 does not exist: this document has 14 pages');
  await expect(page.getByRole('button', { name: 'Split PDF' })).toBeDisabled();
});

test('an encrypted file without its password gets a clear error and the split waits; removing it brings back the upload area', async ({ page }) => {
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus('encrypted-userpw-01.pdf')]);
  // The card's password field (e2e/file-passwords.spec.ts) is left unanswered.
  await expect(page.getByTestId('file-password')).toContainText('This PDF needs a password to open.');
  await page.getByRole('radio', { name: /Split every N pages/ }).check();
  await expect(page.getByTestId('file-problem')).toHaveText(/password-protected\. Enter its password on the file card/);
  await expect(page.getByRole('button', { name: 'Split PDF' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove encrypted-userpw-01.pdf' }).click();
  await expect(page.getByTestId('upload-area')).toBeVisible();
});

test('keyboard focus follows the screen: to the chosen file, to the results after the split, back to the drop area once the file is removed', async ({ page }) => {
  await page.goto('/split-pdf');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByTestId('upload-area').focus();
  // A file chooser cannot be answered from the keyboard here: the file is set as the chooser would.
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('file-card')).toBeFocused();
  await expect(page.getByTestId('page-count')).toHaveText(' · 14 pages');

  await page.getByLabel('Page ranges').fill('1-3,5');
  await page.getByRole('button', { name: 'Split PDF' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-file')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Your files are ready' })).toBeFocused();

  await page.getByRole('button', { name: `Remove ${tracemonkey}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('upload-area')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('upload-area');
});

test('splits by bookmarks into parts named after them, counted before the split; a file without bookmarks is told so at once', async ({ page }) => {
  const bookmarked = 'multipage-outline-links-4p.pdf';
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus(bookmarked)]);
  await page.getByRole('radio', { name: /Split by bookmarks/ }).check();
  await page.getByLabel('Split at bookmarks of').selectOption('1');
  await expect(page.getByTestId('split-summary')).toHaveText('This makes 4 files.');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(4);
  const foo = await download(page, 'Download multipage-outline-links-4p-02-Foo.pdf');
  expect(inspectPdf(foo.path)).toEqual({ pages: 1, pageTexts: [corpusPageTexts(bookmarked)[1]] });

  await page.getByRole('button', { name: `Remove ${bookmarked}` }).click();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await page.getByRole('radio', { name: /Split by bookmarks/ }).check();
  // Said before anything runs, with the other ways to split it; the split waits.
  await expect(page.getByTestId('split-summary')).toHaveText(/^This PDF has no bookmarks to split at\. Split it by range, every N pages/);
  await expect(page.getByRole('button', { name: 'Split PDF' })).toBeDisabled();
});

test('splits a scanned stack at its blank divider sheets, which are left out', async ({ page }, testInfo) => {
  const stack = testInfo.outputPath('scanned-stack.pdf');
  writeFileSync(stack, await separatorStackFixture());
  await page.goto('/split-pdf');
  await chooseFiles(page, [stack]);
  await page.getByRole('radio', { name: /Split at blank pages/ }).check();
  await expect(page.getByLabel('Ink threshold for scanned pages (% of the page)')).toHaveValue('0.5');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(3);
  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  const entries = ['scanned-stack-pages-1-2.pdf', 'scanned-stack-page-4.pdf', 'scanned-stack-page-7.pdf'];
  expect(zipEntries(zip.path).sort()).toEqual([...entries].sort());
  const texts = entries.map((entry) => inspectPdf(unzipEntry(zip.path, entry, testInfo.outputPath(entry))).pageTexts.map((text) => text.trim()));
  expect(texts).toEqual([['Invoice 1, page 1', 'Invoice 1, page 2'], ['Invoice 2'], ['Invoice 3']]);
});

test('splits by size: every downloaded part is at most the limit, and every page is kept', async ({ page }, testInfo) => {
  const photos = 'large-jpeg-qa-document-6p.pdf';
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus(photos)]);
  await page.getByRole('radio', { name: /Split by size/ }).check();
  await page.getByLabel('Largest file size (MB)').fill('0.8');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('result-file').first()).toBeVisible();
  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  const parts = zipEntries(zip.path).map((entry) => unzipEntry(zip.path, entry, testInfo.outputPath(entry)));
  expect(parts.length).toBeGreaterThan(1);
  for (const part of parts) expect(statSync(part).size).toBeLessThanOrEqual(0.8 * 1024 * 1024);
  expect(parts.reduce((sum, part) => sum + inspectPdf(part).pages, 0)).toBe(6);
});
