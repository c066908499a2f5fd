import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';

const outline = 'multipage-outline-links-4p.pdf';
const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
const form = 'form-acroform-irs1040-prefilled.pdf';
const names = (page: import('@playwright/test').Page) =>
  page.getByTestId('merge-entry').locator('p[title]').allTextContents();

test('merges three PDFs in the order the user sets, and the downloaded file has every page in that order', async ({ page }) => {
  await page.goto('/merge-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Merge PDF Files' })).toBeVisible();
  await expect(page.getByText('Combine multiple PDF files into one document. Drag and drop to reorder pages.')).toBeVisible();
  await chooseFiles(page, [corpus(outline), corpus(tracemonkey), corpus(form)]);

  await expect(page.getByRole('heading', { name: 'Files to merge' })).toBeVisible();
  await expect(page.getByTestId('file-count')).toHaveText('3 files');
  // Each card shows the real page count and a first-page thumbnail, rendered in the worker.
  await expect(page.getByTestId('page-count')).toHaveText([' · 4 pages', ' · 14 pages', ' · 2 pages']);
  await expect(page.getByRole('img', { name: `First page of ${tracemonkey}` })).toBeVisible();

  // The form goes first.
  await page.getByRole('button', { name: `Move ${form} up` }).click();
  await page.getByRole('button', { name: `Move ${form} up` }).click();
  expect(await names(page)).toEqual([form, outline, tracemonkey]);

  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByRole('button', { name: 'Merge PDFs' })).toBeEnabled();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('download-card')).toContainText('merged.pdf');
  await expect(page.getByTestId('toast')).toContainText('PDFs Merged Successfully');

  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('merged.pdf');
  const merged = inspectPdf(path);
  expect(merged.pages).toBe(2 + 4 + 14);
  const expected = [...corpusPageTexts(form), ...corpusPageTexts(outline), ...corpusPageTexts(tracemonkey)];
  expect(merged.pageTexts).toEqual(expected);
});

test('files are reordered by dragging with the mouse and with the keyboard', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus(outline), corpus(tracemonkey), corpus(form)]);
  await expect(page.getByTestId('merge-entry')).toHaveCount(3);

  // Mouse: grab the first handle, move past the 5 px activation distance, drop on the last entry.
  const handle = page.getByRole('button', { name: `Drag ${outline} to reorder; with the keyboard press Space, then the arrow keys` });
  const target = page.getByTestId('merge-entry').nth(2);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 10, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => names(page)).toEqual([tracemonkey, form, outline]);

  // Keyboard: Space picks the entry up, an arrow moves it, Space drops it.
  await page.getByRole('button', { name: new RegExp(`^Drag ${form}`) }).focus();
  // A person's pace: the sorting measures positions between key presses.
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect.poll(() => names(page)).toEqual([form, tracemonkey, outline]);
});

test('an encrypted file gets a clear error naming it, and no file is lost', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus(outline), corpus('encrypted-userpw-01.pdf'), corpus(tracemonkey)]);
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  const error = page.getByTestId('job-error');
  await expect(error).toContainText('encrypted-userpw-01.pdf is encrypted');
  // The file to blame is marked in the list, and all three files are still there.
  await expect(page.getByTestId('merge-entry').nth(1).getByRole('alert')).toContainText('encrypted');
  await expect(page.getByTestId('file-count')).toHaveText('3 files');

  // Removing it lets the merge go through.
  await page.getByRole('button', { name: 'Remove encrypted-userpw-01.pdf' }).click();
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();
  const { path } = await download(page, 'Download PDF');
  expect(inspectPdf(path).pages).toBe(18);
});

test('a damaged file is repaired first (safety net) and the user is told', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('broken-xref-01.pdf'), corpus(outline)]);
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('job-notice')).toHaveText('broken-xref-01.pdf was damaged; Folio repaired it before merging.');
  const { path } = await download(page, 'Download PDF');
  expect(inspectPdf(path).pages).toBe(3 + 4);
  await page.screenshot({ path: 'test-results/merge-safety-net.png' });
});

test('files beyond repair are all named in one clear error that suggests Repair PDF, and the list is kept', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus(outline)]);
  const garbage = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nothing readable') });
  await page.getByTestId('file-input').first().setInputFiles([garbage('garbage.pdf'), garbage('junk.pdf')]);
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  const message = 'garbage.pdf and junk.pdf are damaged and could not be read. Try Repair PDF first.';
  await expect(page.getByTestId('job-error')).toHaveText(message);
  await expect(page.getByTestId('file-count')).toHaveText('3 files');
  // Beside each file it names, and only those.
  await expect(page.getByTestId('merge-entry').getByRole('alert')).toHaveText([message, message]);
  await expect(page.getByTestId('merge-entry').first().getByRole('alert')).toHaveCount(0);
});

test('an owner-locked file (no password needed to open) is merged, and the user is told the restrictions are gone', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('encrypted-owner-only-01.pdf'), corpus(outline)]);
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('job-notice')).toContainText('encrypted-owner-only-01.pdf was protected by its author against copying text and images');
  const { path } = await download(page, 'Download PDF');
  expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Encrypted:\s+no/);
  expect(inspectPdf(path).pages).toBe(1 + 4);
});

test('a long merge shows progress and can be cancelled, keeping the files', async ({ page }) => {
  await page.goto('/merge-pdf');
  const big = corpus('multipage-mixed-geotopo-117p.pdf');
  await chooseFiles(page, Array.from({ length: 10 }, () => big));
  await expect(page.getByTestId('file-count')).toHaveText('10 files');
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // While the merge runs, nothing can change the files it works on.
  await expect(page.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add More Files' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Move .* down$/ }).first()).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('job-error')).toHaveText('Cancelled.');
  await expect(page.getByRole('button', { name: 'Merge PDFs' })).toBeEnabled();
  await expect(page.getByTestId('download-card')).toHaveCount(0);
  await expect(page.getByTestId('file-count')).toHaveText('10 files');
});

test('Clear All empties the list and brings back the upload area', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus(outline), corpus(tracemonkey)]);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByTestId('upload-area')).toBeVisible();
  await expect(page.getByTestId('file-card')).toHaveCount(0);
});

test('Add More Files appends to the list; the badge counts one file as "1 file"', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus(outline)]);
  await expect(page.getByTestId('file-count')).toHaveText('1 file');
  await expect(page.getByRole('button', { name: 'Add More Files' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('file-count')).toHaveText('2 files');
});

test('the guide and the related tools follow the tool', async ({ page }) => {
  await page.goto('/merge-pdf');
  await expect(page.getByRole('heading', { name: 'How to merge PDF files' })).toBeVisible();
  await expect(page.getByText('Folio merges your files inside your browser')).toBeVisible();
  const related = page.locator('section[aria-labelledby="related-tools"]').getByTestId('tool-card');
  expect(await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/split-pdf', '/compress-pdf', '/convert-to-pdf',
  ]);
});
