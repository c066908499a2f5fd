import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';
import { comicBook, lockedEpub, pandocBook, remoteImageEpub } from '../test/fixtures/book-files';
import { qpdfOutlineOfFile } from '../test/readers/qpdf-outline';

test('e-books tab: an EPUB laid out on A4 at the chosen type size, its chapters as bookmarks; a DRM book refused; nothing fetched', async ({ page }, testInfo) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/convert-to-pdf?type=ebook');
  await expect(page.getByRole('heading', { level: 1, name: 'E-book to PDF' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-books' })).toHaveAttribute('aria-selected', 'true');
  const locked = testInfo.outputPath('locked.epub');
  writeFileSync(locked, lockedEpub());
  const remote = testInfo.outputPath('remote.epub');
  writeFileSync(remote, remoteImageEpub());
  await chooseFiles(page, [corpus('epub-alice-epubjs.epub'), locked, remote]);
  await page.getByLabel('Page size').selectOption('a4');
  await page.getByLabel('Font size').fill('14');
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByText('locked.epub is protected by DRM; Folio cannot open it.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('convert-note')).toContainText('remote.pdf: 2 pictures and style sheets on other websites were left out');
  const alice = page.getByTestId('job').filter({ hasText: 'epub-alice-epubjs' });
  await expect(alice).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  const [download1] = await Promise.all([page.waitForEvent('download'), alice.getByTestId('job-result').getByRole('link').first().click()]);
  const path = testInfo.outputPath('alice.pdf');
  await download1.saveAs(path);
  expect(download1.suggestedFilename()).toBe('epub-alice-epubjs.pdf');
  execFileSync('qpdf', ['--check', path]);
  expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.\d* x 841\.\d*/);
  expect(inspectPdf(path).pages).toBeGreaterThan(40);
  expect(qpdfOutlineOfFile(path).map((entry) => entry.title)).toContain('Down The Rabbit-Hole');
  expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain('Alice was beginning to get very tired');
  // The remote picture and style sheet of remote.epub were never asked for.
  expect(requests.filter((url) => url.includes('example.com'))).toEqual([]);
});

test('e-books tab: a book in Arabic, Hebrew and Thai is drawn with the Noto fonts the app serves', async ({ page }, testInfo) => {
  const book = testInfo.outputPath('scripts.epub');
  writeFileSync(book, pandocBook('# Scripts\n\nمرحبا بكم في كتاب الاختبار\n\nשלום וברוכים הבאים\n\nสวัสดีและยินดีต้อนรับ\n', 'markdown', 'epub'));
  await page.goto('/convert-to-pdf?type=ebook');
  await chooseFiles(page, [book]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Conversion Successful' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('convert-note')).toHaveCount(0);
  const { path } = await download(page, 'Download PDF');
  const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' });
  for (const family of ['NotoSansArabic', 'NotoSansHebrew', 'NotoSansThai']) expect(fonts).toContain(family);
  const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
  expect(text).toContain('שלום');
  expect(text).toContain('สวัสดี');
});

test('comics tab: a CBZ becomes a page per picture', async ({ page }, testInfo) => {
  const comic = testInfo.outputPath('strip.cbz');
  writeFileSync(comic, comicBook([{ name: '01.png', width: 300, height: 450 }, { name: '02.png', width: 300, height: 450 }, { name: '03.png', width: 600, height: 450 }]));
  await page.goto('/convert-to-pdf?type=comic');
  await expect(page.getByRole('heading', { level: 1, name: 'Comic to PDF' })).toBeVisible();
  await chooseFiles(page, [comic]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Conversion Successful', { timeout: 60_000 });
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('strip.pdf');
  expect(inspectPdf(path).pages).toBe(3);
});
