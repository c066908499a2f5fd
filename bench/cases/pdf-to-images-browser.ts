// PDF to images in the browser: a generated 500-page PDF through the real /convert-from-pdf screen
// (PNG, the default 150 dpi) in headless Chromium, production build, timed from the click to the
// result, with the browser's peak memory. The pages are rendered, encoded and freed one at a time and
// streamed into one ZIP, so memory should grow with the encoded images, not with 500 pages of pixels.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { formatBytes } from '../../src/lib/format-bytes';
import { generatedPdfBytes } from '../../test/fixtures/generated-pdf';
import { withBrowserApp } from '../browser-app';
import type { Timing } from '../measure';
import type { BenchSection } from '../results-writer';

const PORT = 4312;
const PAGES = 500;
/** One A4 page at 150 dpi, RGB: what each page's pixels take while it is drawn. */
const PAGE_PIXELS_BYTES = 1240 * 1754 * 3;

const once = (ms: number): Timing => ({ medianMs: ms, minMs: ms, maxMs: ms });

export async function benchPdfToImagesInBrowser(workDir: string): Promise<BenchSection> {
  const bytes = await generatedPdfBytes(PAGES);
  const inputPath = join(workDir, 'generated-500.pdf');
  writeFileSync(inputPath, bytes);

  const browser = await withBrowserApp(async ({ page, origin, peakMemoryBytes, resetPeakMemory }) => {
    await page.goto(`${origin}/convert-from-pdf?type=png`);
    await page.getByTestId('file-input').first().setInputFiles(inputPath);
    await page.getByRole('button', { name: 'Convert to PNG' }).waitFor({ timeout: 120_000 });
    resetPeakMemory();
    // What Chromium holds with the app loaded and the file chosen, before the job starts.
    const baseline = peakMemoryBytes();
    const start = performance.now();
    await page.getByRole('button', { name: 'Convert to PNG' }).click();
    await page.getByTestId('download-card').waitFor({ timeout: 15 * 60_000 });
    const elapsed = performance.now() - start;
    const peak = peakMemoryBytes();
    if ((await page.evaluate(() => 1 + 1)) !== 2) throw new Error('the tab stopped answering');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG' }).click()]);
    const outputPath = join(workDir, 'folio-png.zip');
    await download.saveAs(outputPath);
    return { elapsed, peak, baseline, outputPath };
  }, PORT);

  const zip = readFileSync(browser.outputPath);
  const images = Object.keys(unzipSync(new Uint8Array(zip))).filter((name) => name.endsWith('.png'));
  if (images.length !== PAGES) throw new Error(`Folio in Chromium: ${images.length} images in the ZIP, expected ${PAGES}`);
  return {
    title: `PDF to PNG in the browser: a generated ${PAGES}-page PDF at 150 dpi, into one ZIP`,
    description:
      `${PAGES} A4 pages generated with pdf-lib (${bytes.byteLength.toLocaleString('en-US')} B, Helvetica text). Folio: the production build in ` +
      'headless Chromium, the real /convert-from-pdf screen (type png, 150 dpi), timed once from the click on “Convert to PNG” to the download ' +
      'card; the ZIP downloaded and its images counted. Peak memory: the sum of the proportional set sizes of all Chromium processes, ' +
      'sampled every 100 ms while the job ran.',
    reference: 'Folio, in Chromium',
    rows: [{
      tool: 'Folio, in Chromium', timing: once(browser.elapsed), outputBytes: zip.byteLength, pages: PAGES,
      extra: [(PAGES / (browser.elapsed / 1000)).toFixed(1), formatBytes(browser.baseline), formatBytes(browser.peak)],
    }],
    extraHeaders: ['pages/s', 'browser memory before', 'browser peak memory'],
    notes: [
      `The browser's memory rose by ${formatBytes(browser.peak - browser.baseline)} during the job; all ${PAGES} pages' pixels at once ` +
        `would be ${formatBytes(PAGE_PIXELS_BYTES * PAGES)} (${formatBytes(PAGE_PIXELS_BYTES)} a page), so pages were not all held: the ZIP ` +
        `(${formatBytes(zip.byteLength)}) holds the encoded images only.`,
    ],
  };
}
