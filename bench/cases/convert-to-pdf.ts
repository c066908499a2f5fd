// Convert to PDF. Images: 50 photos into one PDF with our engine (the document worker's, run in Node)
// beside img2pdf on the same files. Office: each corpus Office and HTML file through the real screen
// in headless Chromium, first use (the converter's download from the local server and its start-up)
// and warm, beside native LibreOffice (soffice) on the same files, with page counts and word recall.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { withBrowserApp } from '../browser-app';
import { timeRuns, type Timing } from '../measure';
import { corpusDir, corpusFile } from '../../test/fixtures/corpus';
import { wordRecall } from '../../test/readers/word-recall';
import { CONVERTER_LOCALE, writeLocaleProfile } from '../../test/readers/office-files';
import { imagesToPdf } from '../../workers/engines/images/images-to-pdf';
import { defaultImageSettings } from '../../src/contract/convert-to-pdf';
import { formatBytes } from '../../src/lib/format-bytes';
import type { BenchRow, BenchSection } from '../results-writer';

const PORT = 4310;
const PHOTOS = ['image-photo-mountain.jpg', 'bgremove-tiger.jpg'];
const PHOTO_COUNT = 50;
const OFFICE_FILES: Array<{ name: string; tab: string }> = [
  { name: 'docx-structured-01.docx', tab: 'Word' },
  { name: 'docx-govdoc-images-02.docx', tab: 'Word' },
  { name: 'pptx-themes-10slides.pptx', tab: 'PowerPoint' },
  { name: 'xlsx-conditional-formatting-18sheets.xlsx', tab: 'Excel' },
  { name: 'html-wikipedia-mozilla.html', tab: 'HTML' },
];
const RUN_TIMEOUT_MS = 5 * 60_000;

const pageCount = (path: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]);
const textOf = (path: string) => execFileSync('pdftotext', [path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const single = (ms: number): Timing => ({ medianMs: ms, minMs: ms, maxMs: ms });
const qpdfCheck = (path: string) => {
  try {
    execFileSync('qpdf', ['--check', path], { stdio: 'ignore' });
    return 'ok';
  } catch {
    return 'errors';
  }
};

export async function benchImagesToPdf(workDir: string): Promise<BenchSection> {
  const photos = Array.from({ length: PHOTO_COUNT }, (_, index) => {
    const source = PHOTOS[index % PHOTOS.length];
    const path = join(workDir, `photo-${String(index + 1).padStart(2, '0')}.jpg`);
    copyFileSync(corpusDir + source, path);
    return { name: `photo-${index + 1}.jpg`, path, bytes: corpusFile(source).bytes };
  });
  const files = photos.map(({ name, bytes }) => ({ name, type: 'image/jpeg', data: bytes }));
  const ours = await timeRuns(() => imagesToPdf({ files, settings: defaultImageSettings }));
  const oursBytes = ours.result.outputs[0].data as Uint8Array;
  const oursPath = join(workDir, 'folio.pdf');
  writeFileSync(oursPath, oursBytes);
  const nativePath = join(workDir, 'img2pdf.pdf');
  const native = await timeRuns(() => execFileSync('img2pdf', ['-o', nativePath, ...photos.map((photo) => photo.path)]));
  const inputBytes = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  const rows: BenchRow[] = [
    { tool: 'img2pdf', timing: native.timing, outputBytes: readFileSync(nativePath).length, pages: pageCount(nativePath), check: qpdfCheck(nativePath) },
    { tool: 'Folio (pdf-lib, Node)', timing: ours.timing, outputBytes: oursBytes.length, pages: pageCount(oursPath), check: qpdfCheck(oursPath) },
  ];
  return {
    title: `Images to PDF: ${PHOTO_COUNT} photos into one PDF`,
    description: `${PHOTO_COUNT} JPEG photos (${PHOTOS.join(' and ')}, alternating; ${formatBytes(inputBytes)} in all), one page each, ` +
      'page size "Fit to image". Both tools embed the JPEG bytes as they are (no re-encoding).',
    reference: 'img2pdf',
    rows,
    notes: [
      `Input ${formatBytes(inputBytes)}; Folio's PDF ${formatBytes(oursBytes.length)}, img2pdf's ${formatBytes(readFileSync(nativePath).length)}.`,
      'Folio runs the same engine module as the document worker, here in Node (no worker messaging).',
    ],
  };
}

interface OfficeRun {
  name: string;
  firstMs?: number;
  warmMs: number;
  nativeMs: number;
  pages: number;
  nativePages: number;
  nativeBytes: number;
  recall: number;
  outputBytes: number;
  check: string;
}

export async function benchOfficeToPdf(workDir: string): Promise<BenchSection> {
  const { runs, peakBytes } = await withBrowserApp(async ({ page, origin, peakMemoryBytes }) => {
    await page.goto(`${origin}/convert-to-pdf?type=word`);
    // Native LibreOffice in the locale our converter opens files in.
    const locale = CONVERTER_LOCALE;
    const measured: OfficeRun[] = [];
    for (const [index, file] of OFFICE_FILES.entries()) {
      await page.getByRole('tab', { name: file.tab }).click();
      // The first file pays for the converter's download and start-up; then each file runs warm twice.
      const firstMs = index === 0 ? await timedConversion(page, corpusDir + file.name) : undefined;
      const warm = [await timedConversion(page, corpusDir + file.name), await timedConversion(page, corpusDir + file.name)];
      const oursPath = join(workDir, `folio-${file.name}.pdf`);
      await downloadTo(page, oursPath);
      const folder = join(workDir, `native-${index}`);
      mkdirSync(folder);
      copyFileSync(corpusDir + file.name, join(folder, file.name));
      writeLocaleProfile(join(folder, 'profile'), locale);
      const start = performance.now();
      execFileSync('soffice', [`-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`, '--headless', '--convert-to', 'pdf', '--outdir', folder, join(folder, file.name)], { stdio: 'ignore', timeout: RUN_TIMEOUT_MS });
      const nativeMs = performance.now() - start;
      const nativePath = join(folder, file.name.replace(/\.[^.]+$/, '.pdf'));
      measured.push({
        name: file.name, firstMs, warmMs: Math.min(...warm), nativeMs,
        pages: pageCount(oursPath), nativePages: pageCount(nativePath), nativeBytes: readFileSync(nativePath).length, recall: wordRecall(textOf(nativePath), textOf(oursPath)),
        outputBytes: readFileSync(oursPath).length, check: qpdfCheck(oursPath),
      });
    }
    return { runs: measured, peakBytes: peakMemoryBytes() };
  }, PORT);

  const rows: BenchRow[] = runs.flatMap((run) => [
    { tool: `${run.name}: native soffice`, timing: single(run.nativeMs), outputBytes: run.nativeBytes, pages: run.nativePages },
    ...(run.firstMs === undefined ? [] : [{ tool: `${run.name}: Folio, first use`, timing: single(run.firstMs), outputBytes: run.outputBytes, pages: run.pages, check: run.check }]),
    { tool: `${run.name}: Folio, warm`, timing: single(run.warmMs), outputBytes: run.outputBytes, pages: run.pages, check: run.check, extra: [run.recall.toFixed(3)] },
  ]);
  return {
    title: 'Office and HTML to PDF: LibreOffice WASM in headless Chromium beside native LibreOffice',
    description: 'Each file through the Convert to PDF screen of the production build (click "Convert to PDF" until "Conversion Successful"), ' +
      'so the time includes the local API, the office worker and LibreOffice 24.8 (WebAssembly). "First use" includes the download of the ' +
      'converter (250 MB, sent brotli-compressed as about 61 MB by the local preview server) and its start-up; "warm" is the better of two more runs. Native: ' +
      'Debian\'s soffice (a fresh profile in the converter\'s locale, en-US, start-up included) on the same file. Word recall: share of native LibreOffice\'s words found in ours.',
    reference: `${runs[0].name}: native soffice`,
    rows,
    extraHeaders: ['word recall vs native'],
    notes: [
      ...runs.map((run) => `${run.name}: ${run.pages} pages (native ${run.nativePages}), word recall ${run.recall.toFixed(3)}.`),
      `Peak memory of all Chromium processes during the case: ${formatBytes(peakBytes)}.`,
      'A 2-core machine: times rise when other work shares it.',
    ],
  };
}

async function timedConversion(page: Page, path: string): Promise<number> {
  const clear = page.getByRole('button', { name: 'Clear All' });
  if (await clear.count()) await clear.click();
  await page.getByTestId('file-input').first().setInputFiles(path);
  const start = performance.now();
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await page.locator('[data-testid=download-card], [data-testid=job-error]').first().waitFor({ timeout: RUN_TIMEOUT_MS });
  const elapsed = performance.now() - start;
  const error = page.getByTestId('job-error');
  if (await error.count()) throw new Error(`the conversion failed: ${await error.textContent()}`);
  return elapsed;
}

async function downloadTo(page: Page, path: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  await download.saveAs(path);
}
