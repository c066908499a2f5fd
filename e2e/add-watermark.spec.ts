import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download, inspectPdf, pickChoice } from './fixtures';
import { downloadFromButton, rawPageTexts, unzipEntry, zipEntries } from './page-tools-helpers';

const outline = 'multipage-outline-links-4p.pdf';

test('stamps the text watermark on the chosen pages as set, the live preview follows, and the download has it', async ({ page }) => {
  await page.goto('/add-watermark');
  await expect(page.getByRole('heading', { level: 1, name: 'Add watermark' })).toBeVisible();
  await chooseFiles(page, [corpus(outline)]);
  await expect(page.getByTestId('page-count')).toHaveText(' · 4 pages');

  // The spec's defaults.
  await expect(page.getByRole('tab', { name: 'Text Watermark' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Watermark text')).toHaveValue('CONFIDENTIAL');
  await expect(page.getByLabel('Text colour')).toHaveValue('#000000');
  await expect(page.getByLabel('Font size')).toHaveValue('24');
  await expect(page.getByLabel('Position')).toHaveValue('center');
  await expect(page.getByLabel('Opacity')).toHaveValue('50');
  await expect(page.getByLabel('Rotation')).toHaveValue('0');

  const image = page.getByTestId('stamp-preview-image');
  await expect(image).toBeVisible();
  const first = await image.getAttribute('src');
  await page.getByLabel('Rotation').fill('45');
  await expect.poll(() => image.getAttribute('src')).not.toBe(first);

  await page.getByLabel('Watermark text').fill('Черновик DRAFT');
  await page.getByLabel('Font family').selectOption('Times New Roman');
  await page.getByLabel('Text colour').fill('#dc2626');
  await page.getByLabel('Font size').fill('48');
  await page.getByLabel('Opacity').fill('30');
  await page.getByLabel('Position').selectOption('tiled');
  await pickChoice(page, 'Below the content');
  await pickChoice(page, 'Skip the first page');
  // A quarter turn: poppler reads vertical text whole (at 45° it reads it in pieces).
  await page.getByLabel('Rotation').fill('90');
  await expect(page.getByTestId('stamp-preview')).toContainText('Preview: page 2 of 4');

  await page.getByRole('button', { name: 'Add Watermark' }).click();
  await expect(page.getByText('Your watermarked PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Watermark added successfully' })).toContainText('3 of 4 pages watermarked.');
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-outline-links-4p-watermarked.pdf');
  const output = inspectPdf(path);
  expect(output.pages).toBe(4);
  expect(output.pageTexts.map((text) => text.includes('Черновик DRAFT'))).toEqual([false, true, true, true]);
  // Tiled: many copies on a page, each running up the page.
  expect(output.pageTexts[1].split('Черновик DRAFT').length - 1).toBeGreaterThan(5);
  const boxes = execFileSync('pdftotext', ['-bbox', '-f', '2', '-l', '2', path, '-'], { encoding: 'utf8' });
  const [, xMin, yMin, xMax, yMax] = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">DRAFT<\/word>/.exec(boxes)!.map(Number);
  expect(yMax - yMin).toBeGreaterThan(2 * (xMax - xMin));
  execFileSync('qpdf', ['--check', path]);
});

test('stamps an image watermark on every page', async ({ page }) => {
  await page.goto('/add-watermark');
  await chooseFiles(page, [corpus(outline)]);
  await page.getByRole('tab', { name: 'Image Watermark' }).click();
  await expect(page.getByTestId('stamp-preview')).toContainText('Choose a PNG or JPEG image for the watermark.');
  await page.getByTestId('watermark-image-input').setInputFiles(corpus('image-greyscale-bird.png'));
  await expect(page.getByTestId('toast').filter({ hasText: 'Image uploaded' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Watermark image image-greyscale-bird.png' })).toBeVisible();
  await expect(page.getByTestId('stamp-preview-image')).toBeVisible();
  await page.getByLabel('Image scale').fill('50');
  await page.getByLabel('Position').selectOption('bottom-right');

  await page.getByRole('button', { name: 'Add Watermark' }).click();
  await expect(page.getByText('Your watermarked PDF is ready!')).toBeVisible();
  const { path } = await download(page, 'Download PDF');
  const list = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' });
  const pagesWithImage = new Set(list.split('\n').slice(2).filter(Boolean).map((line) => Number(line.trim().split(/\s+/)[0])));
  expect([...pagesWithImage].sort()).toEqual([1, 2, 3, 4]);
  expect(list).toMatch(/ 600\s+375 /);
});

test('text in a script the chosen font lacks is drawn with Noto Sans, shaped, and can be extracted', async ({ page }) => {
  await page.goto('/add-watermark');
  await chooseFiles(page, [corpus(outline)]);
  await page.getByLabel('Watermark text').fill('गोपनीय');
  await expect(page.getByTestId('stamp-preview-image')).toBeVisible();
  await page.getByRole('button', { name: 'Add Watermark' }).click();
  const { path } = await download(page, 'Download PDF');
  expect(execFileSync('pdffonts', [path], { encoding: 'utf8' })).toContain('NotoSans');
  expect(inspectPdf(path).pageTexts.every((text) => text.includes('गोपनीय'))).toBe(true);
});

const words = (text: string) => text.replace(/\s+/g, ' ');

test('Watermark with 2 PDFs: both run with the same settings, each has its download, and every page of each holds the watermark', async ({ page }, testInfo) => {
  const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
  await page.goto('/add-watermark');
  await chooseFiles(page, [corpus(outline), corpus(tracemonkey)]);
  await expect(page.getByTestId('page-count')).toHaveText([' · 4 pages', ' · 14 pages']);
  // The preview shows the first file, and says so.
  await expect(page.getByTestId('stamp-preview-file')).toHaveText(`The first file, ${outline}; the same settings go on every file.`);
  await expect(page.getByTestId('stamp-preview')).toContainText('Preview: page 1 of 4');
  await page.getByLabel('Watermark text').fill('BATCH COPY');
  await page.getByLabel('Opacity').fill('40');
  await expect(page.getByTestId('stamp-preview-image')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('watermark-two-files-settings.png'), fullPage: true });

  await page.getByRole('button', { name: 'Add Watermark' }).click();
  await expect(page.getByTestId('job')).toHaveCount(2);
  await expect(page.getByTestId('job').nth(0)).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(page.getByTestId('job').nth(1)).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Watermarks added' })).toContainText('2 files watermarked');
  // Several files: each file's own result, no single download card.
  await expect(page.getByTestId('download-card')).toHaveCount(0);
  await expect(page.getByTestId('job').nth(0).getByTestId('job-result')).toContainText('4 of 4 pages watermarked.');
  await expect(page.getByTestId('job').nth(1).getByTestId('job-result')).toContainText('14 of 14 pages watermarked.');
  await page.screenshot({ path: testInfo.outputPath('watermark-two-files-results.png'), fullPage: true });

  const files = [
    { output: 'multipage-outline-links-4p-watermarked.pdf', pages: 4 },
    { output: 'multipage-text-tracemonkey-14p-watermarked.pdf', pages: 14 },
  ];
  for (const { output, pages } of files) {
    const { filename, path } = await download(page, `Download ${output}`);
    expect(filename).toBe(output);
    const texts = rawPageTexts(path);
    expect(texts).toHaveLength(pages);
    texts.forEach((text, index) => expect(words(text), `${filename}, page ${index + 1}`).toContain('BATCH COPY'));
    execFileSync('qpdf', ['--check', path]);
  }

  // Download all: one ZIP holding both, each watermarked on every page.
  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('folio-watermarked.zip');
  expect(zipEntries(zip.path)).toEqual(files.map(({ output }) => output).sort());
  for (const { output, pages } of files) {
    const texts = rawPageTexts(unzipEntry(zip.path, output, testInfo.outputPath(output)));
    expect(texts).toHaveLength(pages);
    texts.forEach((text, index) => expect(words(text), `${output} from the ZIP, page ${index + 1}`).toContain('BATCH COPY'));
  }
});
