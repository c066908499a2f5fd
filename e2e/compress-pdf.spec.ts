import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { test, expect, chooseFiles, corpus, download, inspectPdf, corpusPageTexts } from './fixtures';

const photos = 'large-jpeg-qa-document-6p.pdf';
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

test('compresses a photo-heavy PDF: smaller file, same pages and text, sizes shown as the spec formats them', async ({ page }) => {
  await page.goto('/compress-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Compress PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(photos)]);
  await expect(page.getByTestId('page-count')).toContainText('6 pages');
  // Medium is the default level.
  await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByText('Your compressed PDF is ready!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('PDF Compressed Successfully').first()).toBeVisible();
  await expect(page.getByText(/^File size reduced from 1\.65 MB to \d+\.\d\d KB\.$/)).toBeVisible();

  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('large-jpeg-qa-document-6p-compressed.pdf');
  const size = statSync(path).size;
  const original = statSync(corpus(photos)).size;
  expect(size).toBeLessThan(original / 2);
  const output = inspectPdf(path);
  expect(output.pages).toBe(6);
  expect(output.pageTexts.map(words)).toEqual(corpusPageTexts(photos).map(words));

  // The numbers on screen are the real ones: spec formats, reduction with one decimal.
  await expect(page.getByTestId('original-size')).toHaveText('1.65 MB');
  await expect(page.getByTestId('compressed-size')).toHaveText(`${(size / 1024).toFixed(2)} KB`);
  await expect(page.getByTestId('reduction')).toHaveText(`${(((original - size) / original) * 100).toFixed(1)}%`);
  await expect(page.getByTestId('preview-before')).toBeVisible();
  await expect(page.getByTestId('preview-after')).toBeVisible();
  await expect(page.getByTestId('actions')).toContainText('Recompressed');
  await page.screenshot({ path: 'test-results/compress-desktop.png', fullPage: true });
});

test('extreme is smaller than low for the same file', async ({ page }) => {
  await page.goto('/compress-pdf');
  await chooseFiles(page, [corpus(photos)]);
  const sizes: number[] = [];
  for (const level of ['Low', 'Extreme']) {
    await page.getByRole('radio', { name: new RegExp(`^${level}`) }).check();
    await page.getByRole('button', { name: 'Compress PDF' }).click();
    await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 30_000 });
    sizes.push(statSync((await download(page, 'Download PDF')).path).size);
  }
  expect(sizes[1]).toBeLessThan(sizes[0]);
});

test('a file that cannot get smaller is kept, and the screen says so', async ({ page }) => {
  const tight = await PDFDocument.create();
  tight.addPage().drawText('Nothing here to compress.');
  const buffer = Buffer.from(await tight.save({ useObjectStreams: true }));
  await page.goto('/compress-pdf');
  await page.getByTestId('file-input').setInputFiles({ name: 'tight.pdf', mimeType: 'application/pdf', buffer });
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByText('Your PDF is already as small as Folio can make it')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('reduction')).toHaveText('0.0%');
  await expect(page.getByTestId('actions')).toContainText('original file is kept');
  const { bytes } = await download(page, 'Download PDF');
  expect(bytes.equals(buffer)).toBe(true);
});

test('a damaged file is repaired first and the user is told', async ({ page }) => {
  await page.goto('/compress-pdf');
  await chooseFiles(page, [corpus('truncated-startxref-02.pdf')]);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('job-notice')).toHaveText('truncated-startxref-02.pdf was damaged; Folio repaired it before compressing.');
  // The repaired file comes back, not the damaged original: qpdf finds nothing wrong with it.
  const { path } = await download(page, 'Download PDF');
  execFileSync('qpdf', ['--check', path]);
  expect(inspectPdf(path).pageTexts[0]).toContain('Missing value for startxref');
});

test('at 375 px the level cards and the result fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/compress-pdf');
  await chooseFiles(page, [corpus('large-jpeg-scan-poster-300dpi.pdf')]);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByTestId('size-report')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/compress-mobile.png', fullPage: true });
});
