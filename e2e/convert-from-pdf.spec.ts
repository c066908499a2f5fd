// Convert from PDF: the tabs and the address, the Images tab and the data formats, each download
// checked by an independent reader (ImageMagick, poppler's pdftotext, a YAML and XML parser).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus, download, pickChoice, openTab } from './fixtures';
import { downloadFromButton, unzipEntry, zipEntries } from './page-tools-helpers';
import { readPsd } from 'ag-psd';
import { parse as parseYaml } from 'yaml';
import { fromXml } from '../src/contract/pdf-data-xml';
import { generatedPdfBytes } from '../test/fixtures/generated-pdf';

const outline4 = 'multipage-outline-links-4p.pdf';
const stem4 = 'multipage-outline-links-4p';

// MuPDF loads on a conversion's first run, and the machine may be busy: results get a minute.
const RESULT_TIMEOUT = 60_000;

async function converted(page: Page, action: string, result: 'download-card' | 'result-list' = 'download-card') {
  await page.getByRole('button', { name: action }).click();
  await expect(page.getByTestId(result)).toBeVisible({ timeout: RESULT_TIMEOUT });
}

function identify(path: string): string[] {
  return execFileSync('identify', ['-format', '%m %w %h %[colorspace]\n', path], { encoding: 'utf8' }).trim().split('\n');
}

test('the home links’ types open their tab; a tab change clears the file and replaces the address', async ({ page }) => {
  for (const [type, tab] of [['word', 'Word'], ['powerpoint', 'PowerPoint'], ['excel', 'Excel'], ['jpg', 'Images'], ['ocr', 'OCR']]) {
    await page.goto(`/convert-from-pdf?type=${type}`);
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  await page.goto('/');
  await page.goto('/convert-from-pdf?type=png');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to PNG' })).toBeVisible();
  await chooseFiles(page, [corpus(outline4)]);
  await expect(page.getByText(`${outline4}`)).toBeVisible();
  await page.getByLabel('Or export data as').selectOption('yaml');
  await expect(page).toHaveURL(/\/convert-from-pdf\?type=yaml$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to YAML' })).toBeVisible();
  await expect(page.getByTestId('file-input').first()).toBeAttached();
  await expect(page.getByText(`${outline4}`)).toHaveCount(0);
  await openTab(page, 'Word');
  await expect(page).toHaveURL(/\/convert-from-pdf\?type=word$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to Word' })).toBeVisible();
  // History entries were replaced, not added: Back leaves the tool.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('PDF to JPG, PNG and PSD: one image per chosen page at the resolution chosen, and the JPGs as a ZIP', async ({ page }, testInfo) => {
  // Three formats, four conversions: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/convert-from-pdf?type=jpg');
  await chooseFiles(page, [corpus(outline4)]);
  await pickChoice(page, '72 dpi (screen)');
  await pickChoice(page, 'Only these pages');
  await page.getByRole('textbox', { name: 'Page numbers or ranges' }).fill('2-3');
  await converted(page, 'Convert to JPG', 'result-list');
  await expect(page.getByTestId('result-file')).toHaveCount(2);
  const second = await download(page, `Download ${stem4}-page-2.jpg`);
  expect(identify(second.path)).toEqual(['JPEG 596 842 sRGB']);
  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zipEntries(zip.path)).toEqual([`${stem4}-page-2.jpg`, `${stem4}-page-3.jpg`]);
  expect(identify(unzipEntry(zip.path, `${stem4}-page-3.jpg`, testInfo.outputPath('3.jpg')))).toHaveLength(1);

  // PNG at 150 dpi and PSD at 72, page 2 each, the same file kept while the format changes; read back by
  // ImageMagick (and the PSD by ag-psd). An A4 page is 595.3 x 841.9 points: 1240 x 1754 pixels at 150 dpi.
  await page.getByRole('textbox', { name: 'Page numbers or ranges' }).fill('2');
  for (const [format, dpi, width, height] of [['PNG', '150 dpi (standard)', 1240, 1754], ['PSD', '72 dpi (screen)', 596, 842]] as const) {
    await page.getByRole('radio', { name: new RegExp(`^${format} `) }).click();
    await expect(page).toHaveURL(new RegExp(`type=${format.toLowerCase()}$`));
    await pickChoice(page, dpi);
    await converted(page, `Convert to ${format}`);
    const image = await download(page, `Download ${format}`);
    expect(image.filename).toBe(`${stem4}-page-2.${format.toLowerCase()}`);
    const [kind, pixelsWide, pixelsHigh, colourSpace] = identify(image.path)[0].split(' ');
    expect([kind, colourSpace]).toEqual([format, 'sRGB']);
    expect(Math.abs(Number(pixelsWide) - width)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(pixelsHigh) - height)).toBeLessThanOrEqual(1);
    if (format === 'PSD') {
      const psd = readPsd(readFileSync(image.path), { skipCompositeImageData: true, skipLayerImageData: true });
      expect(psd.children?.map((layer) => layer.name)).toEqual(['Page 2']);
    }
  }

  // WebP at 72 dpi, read by ImageMagick; SVG, whose text stays text and which the browser draws at the page's size.
  await page.getByRole('radio', { name: /^WebP / }).click();
  await converted(page, 'Convert to WebP');
  const webp = await download(page, 'Download WebP');
  expect(webp.filename).toBe(`${stem4}-page-2.webp`);
  expect(identify(webp.path)[0].split(' ')[0]).toBe('WEBP');
  // AVIF (libavif, fetched on first use from our origin): read back by ImageMagick (which names AVIF as HEIC) at the page's size.
  await page.getByRole('radio', { name: /^AVIF / }).click();
  await converted(page, 'Convert to AVIF');
  const avif = await download(page, 'Download AVIF');
  expect(avif.filename).toBe(`${stem4}-page-2.avif`);
  expect(readFileSync(avif.path).subarray(4, 12).toString('latin1')).toBe('ftypavif');
  expect(identify(avif.path)[0].split(' ').slice(1, 3)).toEqual(['596', '842']);
  await page.getByRole('radio', { name: /^SVG / }).click();
  await expect(page.getByText('SVG pages are drawn as vectors')).toBeVisible();
  await converted(page, 'Convert to SVG');
  const svg = await download(page, 'Download SVG');
  expect(svg.filename).toBe(`${stem4}-page-2.svg`);
  const drawing = readFileSync(svg.path, 'utf8');
  expect(drawing).toContain('<tspan');
  const drawn = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, drawing);
  expect(drawn).toEqual([595, 842]);
});

test('Convert from PDF (JPG) with 2 PDFs → one ZIP holding both files’ pages, each named after its file', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const form = 'form-acroform-irs1040-prefilled.pdf';
  const formStem = 'form-acroform-irs1040-prefilled';
  await page.goto('/convert-from-pdf?type=jpg');
  await chooseFiles(page, [corpus(outline4), corpus(form)]);
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  await pickChoice(page, '72 dpi (screen)');
  await page.getByRole('button', { name: 'Convert to JPG' }).click();
  // One job per PDF, each done with its own results; one summary for the run.
  await expect(page.getByTestId('job')).toHaveCount(2);
  await expect(page.locator('[data-testid="job"][data-status="complete"]')).toHaveCount(2, { timeout: RESULT_TIMEOUT });
  await expect(page.getByTestId('toast').filter({ hasText: 'PDFs converted' })).toContainText('2 files converted to JPG');
  const jobs = page.getByTestId('job');
  await expect(jobs.nth(0).getByTestId('result-file')).toHaveCount(4);
  await expect(jobs.nth(1).getByTestId('result-file')).toHaveCount(2);

  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('folio-jpg.zip');
  const expected = [
    ...[1, 2, 3, 4].map((number) => `${stem4}-page-${number}.jpg`),
    ...[1, 2].map((number) => `${formStem}-page-${number}.jpg`),
  ].sort();
  expect(zipEntries(zip.path)).toEqual(expected);
  // Each entry is a JPEG of its page: A4 pages of the one file, US Letter pages of the other, at 72 dpi.
  for (const entry of expected) {
    const [kind, width, height] = identify(unzipEntry(zip.path, entry, testInfo.outputPath(entry)))[0].split(' ');
    expect(kind).toBe('JPEG');
    expect([Number(width), Number(height)]).toEqual(entry.startsWith(stem4) ? [596, 842] : [612, 792]);
  }
});

test('a long conversion counts its pages as it goes, and Cancel stops it, keeping the file', async ({ page }, testInfo) => {
  const long = testInfo.outputPath('long-300p.pdf');
  writeFileSync(long, await generatedPdfBytes(300));
  await page.goto('/convert-from-pdf?type=png');
  await chooseFiles(page, [long]);
  await expect(page.getByText('long-300p.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Convert to PNG' }).click();
  // The engine's own count, page by page, not a timer.
  await expect(page.getByTestId('job-progress-caption')).toHaveText(/^Page ([1-9]\d*) of 300 converted$/, { timeout: RESULT_TIMEOUT });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('job-error')).toHaveText('Cancelled.');
  await expect(page.getByTestId('download-card')).toHaveCount(0);
  // The file is still chosen (its card, and the stopped job named after it), ready to run again.
  await expect(page.getByText('long-300p.pdf').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to PNG' })).toBeEnabled();
});

test('PDF to TIFF: one multi-page greyscale file with a frame per page', async ({ page }) => {
  await page.goto('/convert-from-pdf?type=tiff');
  await chooseFiles(page, [corpus(outline4)]);
  await pickChoice(page, 'Greyscale');
  await pickChoice(page, 'One multi-page file');
  await pickChoice(page, '72 dpi (screen)');
  await converted(page, 'Convert to TIFF');
  const tiff = await download(page, 'Download TIFF');
  expect(tiff.filename).toBe(`${stem4}.tiff`);
  expect(identify(tiff.path)).toEqual(Array(4).fill('TIFF 596 842 Gray'));
});

test('data formats: Base64 decodes to the file; raw text, text with layout, JSON, XML and YAML carry the words pdftotext reads', async ({ page }) => {
  await page.goto('/convert-from-pdf?type=base64');
  await expect(page.getByLabel('Or export data as')).toHaveValue('base64');
  await chooseFiles(page, [corpus(outline4)]);
  await converted(page, 'Convert to Base64');
  const base64 = await download(page, 'Download Base64');
  expect(Buffer.from(readFileSync(base64.path, 'utf8'), 'base64').equals(readFileSync(corpus(outline4)))).toBe(true);

  const pdftotext = execFileSync('pdftotext', [corpus(outline4), '-'], { encoding: 'utf8' }).split(/\s+/).filter(Boolean);
  const parsed: unknown[] = [];
  for (const [format, label] of [['raw', 'raw text'], ['layout', 'text with layout'], ['json', 'JSON'], ['xml', 'XML'], ['yaml', 'YAML']]) {
    // The selector keeps the file within the data formats.
    await page.getByLabel('Or export data as').selectOption(format);
    await expect(page).toHaveURL(new RegExp(`type=${format}$`));
    await converted(page, `Convert to ${label}`);
    const file = await download(page, `Download ${label}`);
    const text = readFileSync(file.path, 'utf8');
    if (format === 'raw' || format === 'layout') {
      expect(file.filename).toBe(`${outline4.replace('.pdf', '')}-${format === 'raw' ? 'text' : 'layout'}.txt`);
      expect(text.split('\f')).toHaveLength(5);
      const words = new Set(text.split(/\s+/));
      expect(pdftotext.filter((word) => words.has(word)).length / pdftotext.length).toBeGreaterThanOrEqual(0.98);
    } else {
      parsed.push(format === 'json' ? JSON.parse(text) : format === 'xml' ? fromXml(text) : parseYaml(text));
    }
  }
  expect(parsed[1]).toEqual(parsed[0]);
  expect(parsed[2]).toEqual(parsed[0]);
  expect((parsed[0] as { pages: unknown[] }).pages).toHaveLength(4);
});

test('Word, PowerPoint and Excel: each tab’s download opens as its format with the PDF’s content', async ({ page }, testInfo) => {
  const { tableFixtureBytes, expectedRuled } = await import('../test/fixtures/table-fixture');
  const ExcelJS = (await import('exceljs')).default;
  const unzipText = (path: string, entry: string) => execFileSync('unzip', ['-p', path, entry], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

  await page.goto('/convert-from-pdf?type=word');
  await chooseFiles(page, [corpus(outline4)]);
  await converted(page, 'Convert to Word');
  const docx = await download(page, 'Download DOCX');
  expect(docx.filename).toBe(`${stem4}.docx`);
  const documentXml = unzipText(docx.path, 'word/document.xml');
  const pdfWords = execFileSync('pdftotext', [corpus(outline4), '-'], { encoding: 'utf8' }).split(/\s+/).filter((word) => /^\p{L}+$/u.test(word));
  const docxText = [...documentXml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');
  expect(pdfWords.filter((word) => docxText.includes(word)).length / pdfWords.length).toBeGreaterThanOrEqual(0.97);

  await openTab(page, 'PowerPoint');
  await chooseFiles(page, [corpus(outline4)]);
  await converted(page, 'Convert to PowerPoint');
  const pptx = await download(page, 'Download PPTX');
  const slides = execFileSync('zipinfo', ['-1', pptx.path], { encoding: 'utf8' }).split('\n').filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  expect(slides).toHaveLength(4);
  expect(unzipText(pptx.path, 'ppt/slides/slide1.xml')).toContain('Contents');

  await openTab(page, 'Excel');
  const fixture = testInfo.outputPath('tables.pdf');
  writeFileSync(fixture, await tableFixtureBytes());
  await chooseFiles(page, [fixture]);
  await converted(page, 'Convert to Excel');
  const xlsx = await download(page, 'Download XLSX');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows).toEqual(expectedRuled);
});

test('Markdown: a paper becomes a .md with its section headings and a ZIP with its figures; pandoc reads back pdftotext’s words', async ({ page }) => {
  const paper = 'multipage-text-tracemonkey-14p.pdf';
  await page.goto('/convert-from-pdf?type=markdown');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to Markdown' })).toBeVisible();
  await chooseFiles(page, [corpus(paper)]);
  await pickChoice(page, 'Only these pages');
  await page.getByRole('textbox', { name: 'Page numbers or ranges' }).fill('1-3');
  await converted(page, 'Convert to Markdown');
  const zip = await download(page, 'Download Markdown');
  expect(zip.filename).toBe('multipage-text-tracemonkey-14p-markdown.zip');
  const markdown = readFileSync(unzipEntry(zip.path, 'multipage-text-tracemonkey-14p.md', `${zip.path}.md`), 'utf8');
  expect(markdown).toMatch(/^# Trace-based Just-in-Time Type Specialization for Dynamic Languages$/m);
  expect(markdown).toMatch(/^## 1\. Introduction$/m);
  const figures = zipEntries(zip.path).filter((name) => name.startsWith('images/'));
  expect(figures.length).toBeGreaterThan(0);
  for (const figure of figures) expect(markdown).toContain(`](${encodeURI(figure)})`);
  const plain = execFileSync('pandoc', ['--quiet', '-f', 'gfm', '-t', 'plain'], { input: markdown, encoding: 'utf8' });
  const words = new Set(plain.split(/[^\p{L}\p{N}]+/u));
  const pdfWords = execFileSync('pdftotext', ['-f', '1', '-l', '3', corpus(paper), '-'], { encoding: 'utf8' }).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  expect(pdfWords.filter((word) => words.has(word)).length / pdfWords.length).toBeGreaterThanOrEqual(0.97);
});

test('CSV: a PDF’s two tables come as two CSV files in a ZIP, each cell as Python’s csv reader reads it', async ({ page }, testInfo) => {
  const { tableFixtureBytes, ruledTable } = await import('../test/fixtures/table-fixture');
  const source = testInfo.outputPath('tables.pdf');
  writeFileSync(source, await tableFixtureBytes());
  await page.goto('/convert-from-pdf?type=csv');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to CSV' })).toBeVisible();
  await chooseFiles(page, [source]);
  await converted(page, 'Convert to CSV');
  const zip = await download(page, 'Download CSV');
  expect(zip.filename).toBe('tables-csv.zip');
  expect(zipEntries(zip.path)).toEqual(['tables-page-1-table-1.csv', 'tables-page-1-table-2.csv']);
  const first = unzipEntry(zip.path, 'tables-page-1-table-1.csv', `${zip.path}.csv`);
  const rows = JSON.parse(execFileSync('python3', ['-c', 'import csv,json,sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline="")))))', first], { encoding: 'utf8' }));
  expect(rows[0]).toEqual(ruledTable[0]);
  expect(rows[1]).toEqual(['Apples', '1234', '1234.5', '0.12', '2024-03-15']);
});

test('HTML: one web page whose words are the PDF’s and whose pictures are inside it', async ({ page }) => {
  await page.goto('/convert-from-pdf?type=html');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to HTML' })).toBeVisible();
  await chooseFiles(page, [corpus(outline4)]);
  await converted(page, 'Convert to HTML');
  const html = await download(page, 'Download HTML');
  expect(html.filename).toBe(`${stem4}.html`);
  const source = readFileSync(html.path, 'utf8');
  expect(source).not.toMatch(/(src|href)="https?:/);
  const plain = execFileSync('pandoc', ['--quiet', '-f', 'html', '-t', 'plain'], { input: source, encoding: 'utf8' });
  const words = new Set(plain.split(/[^\p{L}\p{N}]+/u));
  const pdfWords = execFileSync('pdftotext', [corpus(outline4), '-'], { encoding: 'utf8' }).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  expect(pdfWords.filter((word) => words.has(word)).length / pdfWords.length).toBeGreaterThanOrEqual(0.97);
});
