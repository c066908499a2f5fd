import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, chooseFiles, corpus, download, inspectPdf, openTab } from './fixtures';

const tiger = 'bgremove-tiger.jpg';
const tiff = 'image-multipage-2p.tif';

/** Page sizes in points, by poppler. */
function pageSizes(path: string): Array<[number, number]> {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99', path], { encoding: 'utf8' });
  return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

test('images tab: a TIFF and a photo in the chosen order become one A4 PDF, the photo’s JPEG bytes untouched', async ({ page }) => {
  await page.goto('/convert-to-pdf?type=jpg');
  await expect(page.getByRole('heading', { level: 1, name: 'JPG to PDF' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
  await chooseFiles(page, [corpus(tiff), corpus(tiger)]);
  await expect(page.getByTestId('file-count')).toHaveText('2 files');
  await page.getByRole('button', { name: `Move ${tiger} up` }).click();
  await expect(page.getByTestId('convert-entry').locator('p[title]')).toHaveText([tiger, tiff]);
  await page.getByLabel('Page size').selectOption('a4');

  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Conversion Successful', { timeout: 60_000 });
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('images.pdf');

  execFileSync('qpdf', ['--check', path]);
  expect(inspectPdf(path).pages).toBe(3);
  // Every page is A4; automatic orientation: the landscape photo and the landscape first TIFF frame
  // (1124 × 644) get landscape pages.
  const sizes = pageSizes(path);
  for (const [width, height] of sizes) expect([Math.round(Math.min(width, height)), Math.round(Math.max(width, height))]).toEqual([595, 842]);
  expect(sizes[0][0]).toBeGreaterThan(sizes[0][1]);
  expect(sizes[1][0]).toBeGreaterThan(sizes[1][1]);
  // poppler writes DCT streams out as they are stored: the first page's image is the photo itself.
  const folder = mkdtempSync(join(tmpdir(), 'folio-images-'));
  execFileSync('pdfimages', ['-j', '-f', '1', '-l', '1', path, join(folder, 'image')]);
  const [extracted] = readdirSync(folder);
  expect(extracted).toMatch(/\.jpg$/);
  expect(readFileSync(join(folder, extracted)).equals(readFileSync(corpus(tiger)))).toBe(true);

  // One PDF per image instead: two results, and all of them as one ZIP.
  await page.getByLabel('Combine into one PDF').uncheck();
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(2, { timeout: 60_000 });
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
  const listing = execFileSync('python3', ['-c', 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', await zip.path()], { encoding: 'utf8' });
  expect(listing.trim().split('\n').sort()).toEqual(['bgremove-tiger.pdf', 'image-multipage-2p.pdf']);
});

test('HEIC to PDF: an iPhone-style HEIC turned by its rotation box and an AVIF become upright pages', async ({ page }) => {
  await page.goto('/convert-to-pdf?type=heic');
  await expect(page.getByRole('heading', { level: 1, name: 'HEIC to PDF' })).toBeVisible();
  await chooseFiles(page, [corpus('image-heic-irot90.heic'), corpus('image-photo-mountain.avif')]);
  await expect(page.getByTestId('file-count')).toHaveText('2 files');
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Conversion Successful', { timeout: 60_000 });
  const { path } = await download(page, 'Download PDF');
  execFileSync('qpdf', ['--check', path]);
  // Fit to the image: the HEIC is stored 400 × 300 and shown 300 × 400; the AVIF is 640 × 1016.
  const [heic, avif] = pageSizes(path);
  expect(heic[0] / heic[1]).toBeCloseTo(300 / 400, 2);
  expect(avif[0] / avif[1]).toBeCloseTo(640 / 1016, 2);
});

test('changing the tab clears the files and replaces the history entry', async ({ page }) => {
  await page.goto('/');
  await page.goto('/convert-to-pdf');
  await chooseFiles(page, [corpus(tiger)]);
  await expect(page.getByTestId('convert-entry')).toHaveCount(1);
  const historyLength = await page.evaluate(() => history.length);
  await openTab(page, 'Word');
  await expect(page).toHaveURL(/\/convert-to-pdf\?type=word$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Word to PDF' })).toBeVisible();
  await expect(page.getByTestId('convert-entry')).toHaveCount(0);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
