import { test, expect, chooseFiles, corpus, download, inspectPdf, waitForServiceWorkerControl } from './fixtures';
import { downloadFromButton, unzipEntry, zipEntries } from './page-tools-helpers';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

test('makes the scanned corpus PDF searchable: the same page, its words found by poppler, and its text as .txt', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/convert-from-pdf?type=ocr');
  await expect(page.getByRole('heading', { level: 1, name: 'OCR PDF' })).toBeVisible();
  await chooseFiles(page, [corpus('scanned-no-text-01.pdf')]);
  await expect(page.getByRole('checkbox', { name: /English/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Skip pages with text/ })).toBeChecked();
  await page.getByRole('button', { name: 'Make searchable' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('ocr-report')).toContainText('Page 1:');

  const pdf = await download(page, 'Download PDF');
  expect(pdf.filename).toBe('scanned-no-text-01-ocr.pdf');
  const { pages, pageTexts } = inspectPdf(pdf.path);
  expect(pages).toBe(1);
  for (const word of ['garden', 'branches', 'kitchen']) expect(pageTexts[0]).toContain(word);
  const text = await download(page, 'Download scanned-no-text-01-ocr.txt');
  expect(text.bytes.toString('utf8')).toContain('widow');
});

test('reads two PDFs, each on its own, and offers both results in one ZIP', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await page.goto('/convert-from-pdf?type=ocr');
  // A scan to read, and a born-digital file whose pages keep their text (Skip pages with text).
  await chooseFiles(page, [corpus('scanned-no-text-01.pdf'), corpus('multipage-outline-links-4p.pdf')]);
  await page.getByRole('button', { name: 'Make searchable' }).click();
  await expect(page.locator('[data-testid="job"][data-status="complete"]')).toHaveCount(2, { timeout: 120_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Text recognised' })).toContainText('2 files made searchable');
  const reports = page.getByTestId('ocr-job-report');
  await expect(reports.nth(0)).toHaveText('1 page read.');
  await expect(reports.nth(1)).toHaveText('0 pages read; 4 pages already had text.');
  // Several jobs: no single result card, each job its own files, and one ZIP of them all.
  await expect(page.getByTestId('download-card')).toHaveCount(0);
  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('folio-ocr.zip');
  expect(zipEntries(zip.path)).toEqual([
    'multipage-outline-links-4p-ocr.pdf', 'multipage-outline-links-4p-ocr.txt', 'scanned-no-text-01-ocr.pdf', 'scanned-no-text-01-ocr.txt',
  ]);
  const scan = inspectPdf(unzipEntry(zip.path, 'scanned-no-text-01-ocr.pdf', testInfo.outputPath('scan.pdf')));
  expect(scan.pages).toBe(1);
  for (const word of ['garden', 'branches', 'kitchen']) expect(scan.pageTexts[0]).toContain(word);
  expect(inspectPdf(unzipEntry(zip.path, 'multipage-outline-links-4p-ocr.pdf', testInfo.outputPath('outline.pdf'))).pages).toBe(4);
});

test('reads two images into one PDF, then in German, fetched once and then used offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/convert-from-pdf?type=ocr');
  await waitForServiceWorkerControl(page);
  await chooseFiles(page, [corpus('ocr-phototest.png'), corpus('image-text-simple.webp')]);
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Make searchable' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 120_000 });
  const both = inspectPdf((await download(page, 'Download PDF')).path);
  expect(both.pages).toBe(2);
  expect(both.pageTexts[0]).toContain('quick brown dog');
  expect(both.pageTexts[1]).toContain('Tesseract');

  // German: its language data comes from our origin on first use, with its download shown.
  const fetched: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/tesseract/lang/')) fetched.push(new URL(request.url()).pathname); });
  // The small image alone keeps the runs short.
  await page.getByRole('button', { name: 'Remove ocr-phototest.png' }).click();
  await page.getByRole('checkbox', { name: /German/ }).check();
  await page.getByRole('button', { name: 'Make searchable' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 120_000 });
  expect(fetched).toContain('/vendor/heavy/tesseract/lang/deu.traineddata.gz');
  expect(inspectPdf((await download(page, 'Download PDF')).path).pageTexts[0]).toContain('Tesseract');

  // Offline, after a reload: English and German both come from the service worker's caches.
  await context.setOffline(true);
  await page.reload();
  await chooseFiles(page, [corpus('image-text-simple.webp')]);
  // The list knows German is on this device now, and French still needs its download.
  await expect(page.getByRole('checkbox', { name: /German.*on this device/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /French.*downloaded on first use/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /German/ }).check();
  await page.getByRole('button', { name: 'Make searchable' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 120_000 });
  expect(inspectPdf((await download(page, 'Download PDF')).path).pageTexts[0]).toContain('Tesseract');
  await context.setOffline(false);
});
