import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { downloadFromButton, zipEntries } from './page-tools-helpers';

test('saves the images of a PDF: the photo byte for byte as stored, all of them as a ZIP', async ({ page }) => {
  await page.goto('/extract-images');
  await expect(page.getByRole('heading', { level: 1, name: 'Extract images from PDF' })).toBeVisible();
  await chooseFiles(page, [corpus('large-jpeg-qa-document-6p.pdf')]);
  await page.getByRole('button', { name: 'Extract images' }).click();
  await expect(page.getByTestId('toast')).toContainText('Images extracted');
  const rows = page.getByTestId('result-file');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(3);

  const photo = await download(page, 'Download large-jpeg-qa-document-6p-page-1-image-1.jpg');
  const folder = mkdtempSync(join(tmpdir(), 'pdfimages-'));
  execFileSync('pdfimages', ['-j', '-f', '1', '-l', '1', corpus('large-jpeg-qa-document-6p.pdf'), join(folder, 'i')]);
  expect(photo.bytes.equals(readFileSync(join(folder, 'i-000.jpg')))).toBe(true);

  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('large-jpeg-qa-document-6p-images.zip');
  expect(zipEntries(zip.path)).toHaveLength(count);
});
