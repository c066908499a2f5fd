// Compress on a batch in the browser: 50 PDFs (the corpus's sound PDFs, repeated under their own
// names) through the real /compress-pdf screen as ONE batch in headless Chromium, against the same
// 50 files compressed one at a time (each its own one-file run, in the same tab): total time beside
// the sum of the single runs, and the browser's peak memory beside that of the largest single file.
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { formatBytes } from '../../src/lib/format-bytes';
import { corpusDir } from '../../test/fixtures/corpus';
import { withBrowserApp } from '../browser-app';
import type { Timing } from '../measure';
import type { BenchSection } from '../results-writer';

const PORT = 4304;
const BATCH = 50;
// The widget's default: ten files a pick; a batch grows by adding more.
const PER_PICK = 10;
// Every sound PDF of the corpus (no password, not damaged): text, forms, scans, photos, a 117-page map.
const SOURCES = [
  'multipage-outline-links-4p.pdf', 'multipage-text-tracemonkey-14p.pdf', 'large-jpeg-qa-document-6p.pdf',
  'large-jpeg-scan-poster-300dpi.pdf', 'multipage-mixed-geotopo-117p.pdf', 'form-acroform-irs1040-prefilled.pdf',
  'pdfa-1b-01.pdf', 'scanned-no-text-01.pdf',
];

const once = (ms: number): Timing => ({ medianMs: ms, minMs: ms, maxMs: ms });

/** Chooses files on the screen, ten at a time as the widget allows. */
async function chooseAll(page: Page, paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += PER_PICK) {
    await page.getByTestId('file-input').first().setInputFiles(paths.slice(start, start + PER_PICK));
    await page.getByTestId('file-card').nth(Math.min(paths.length, start + PER_PICK) - 1).waitFor();
  }
}

export async function benchCompressBatchInBrowser(workDir: string): Promise<BenchSection> {
  const inputDir = join(workDir, 'inputs');
  mkdirSync(inputDir);
  const inputs = Array.from({ length: BATCH }, (_, index) => {
    const source = SOURCES[index % SOURCES.length];
    const path = join(inputDir, `${String(index + 1).padStart(2, '0')}-${source}`);
    copyFileSync(join(corpusDir, source), path);
    return path;
  });
  const inputBytes = inputs.reduce((sum, path) => sum + statSync(path).size, 0);

  const measured = await withBrowserApp(async ({ page, origin, peakMemoryBytes, resetPeakMemory }) => {
    await page.goto(`${origin}/compress-pdf`);
    // Single runs: each file alone, one after another (the screen cleared between them).
    let singleTotal = 0;
    let singlePeak = 0;
    let singlePeakFile = '';
    for (const path of inputs) {
      await page.getByTestId('file-input').first().setInputFiles(path);
      await page.getByTestId('page-count').waitFor({ timeout: 120_000 });
      resetPeakMemory();
      const start = performance.now();
      await page.getByRole('button', { name: 'Compress PDF' }).click();
      await page.getByTestId('download-card').waitFor({ timeout: 5 * 60_000 });
      singleTotal += performance.now() - start;
      if (peakMemoryBytes() > singlePeak) [singlePeak, singlePeakFile] = [peakMemoryBytes(), path];
      await page.getByRole('button', { name: /^Remove / }).click();
      await page.getByTestId('upload-area').waitFor();
    }

    // The batch: all fifty chosen, one click.
    await chooseAll(page, inputs);
    resetPeakMemory();
    const baseline = peakMemoryBytes();
    const start = performance.now();
    await page.getByRole('button', { name: 'Compress PDF' }).click();
    await page.getByRole('button', { name: 'Download all (ZIP)' }).waitFor({ timeout: 30 * 60_000 });
    const batchMs = performance.now() - start;
    const batchPeak = peakMemoryBytes();
    const done = await page.locator('[data-testid="job"][data-status="complete"]').count();
    if (done !== BATCH) throw new Error(`${done} of ${BATCH} files compressed`);
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
    const zipPath = join(workDir, 'batch.zip');
    await zip.saveAs(zipPath);
    return { singleTotal, singlePeak, singlePeakFile, batchMs, batchPeak, baseline, zipPath };
  }, PORT);

  const entries = unzipSync(new Uint8Array(readFileSync(measured.zipPath)));
  const names = Object.keys(entries);
  if (names.length !== BATCH) throw new Error(`the batch ZIP holds ${names.length} files, not ${BATCH}`);
  const outputBytes = names.reduce((sum, name) => sum + entries[name].byteLength, 0);
  const memory = (bytes: number) => formatBytes(bytes);
  return {
    title: `Compress a batch of ${BATCH} PDFs in the browser (${formatBytes(inputBytes)} in all)`,
    description:
      `${BATCH} PDFs: the corpus's ${SOURCES.length} sound PDFs (${SOURCES.join(', ')}) repeated, each under its own name. Folio: the production ` +
      'build in headless Chromium, the real /compress-pdf screen at the default level (medium). "Batch": all fifty chosen (ten per pick, as the ' +
      'upload widget allows) and compressed with one click, timed to the "Download all (ZIP)" button. "Sum of single runs": the same fifty files ' +
      'compressed one at a time in the same tab, each timed from its click to its result, added up. Peak memory: the sum of the proportional set ' +
      'sizes of all Chromium processes, sampled every 100 ms.',
    reference: 'sum of 50 single runs',
    rows: [
      { tool: 'sum of 50 single runs', timing: once(measured.singleTotal), outputBytes, pages: BATCH, extra: [memory(measured.singlePeak), '—'] },
      { tool: `batch of ${BATCH} (two at a time)`, timing: once(measured.batchMs), outputBytes, pages: BATCH, extra: [memory(measured.batchPeak), memory(measured.baseline)] },
    ],
    extraHeaders: ['browser peak memory', 'memory before the batch (50 files chosen)'],
    notes: [
      `The largest single run's peak was ${memory(measured.singlePeak)} (${measured.singlePeakFile.split('/').pop()}); the batch's peak ${memory(measured.batchPeak)}: ` +
        'the batch runs two files at a time (the document engine runs two workers), each result stored as a Blob, so it holds about two files\' working memory, not fifty.',
      `"pages" here counts files: the ZIP held all ${BATCH} compressed files (${formatBytes(outputBytes)}).`,
    ],
  };
}
