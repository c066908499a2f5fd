// The PDF editor in the browser: time to the first page on screen and to a saved file for the 117-page
// corpus file, and the browser's memory with a generated 500-page file open (thumbnails scrolled to the
// end). The production build in headless Chromium, the real /edit-pdf screen; pdftoppm drawing the same
// first page is the native yardstick for the first paint.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { formatBytes } from '../../src/lib/format-bytes';
import { generatedPdfBytes } from '../../test/fixtures/generated-pdf';
import { withBrowserApp } from '../browser-app';
import { runTool } from '../pdf-tools';
import type { TableSection } from '../results-writer';

const PORT = 4315;
const BIG = fileURLToPath(new URL('../../test/corpus/multipage-mixed-geotopo-117p.pdf', import.meta.url));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchEditPdfInBrowser(workDir: string): Promise<TableSection> {
  const generatedPath = join(workDir, 'generated-500.pdf');
  writeFileSync(generatedPath, await generatedPdfBytes(500));

  const measured = await withBrowserApp(async ({ page, origin, peakMemoryBytes, resetPeakMemory }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${origin}/edit-pdf`);
    const pageImage = page.getByTestId('editor-page').locator('img');
    let start = performance.now();
    await page.getByTestId('file-input').setInputFiles(BIG);
    await pageImage.waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => (document.querySelector('[data-testid=editor-page] img') as HTMLImageElement | null)?.complete === true);
    const firstPage = performance.now() - start;

    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    const box = (await page.getByTestId('editor-overlay').boundingBox())!;
    await page.mouse.click(box.x + 100, box.y + 100);
    start = performance.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('download-card').waitFor({ timeout: 300_000 });
    const save = performance.now() - start;

    await page.goto(`${origin}/edit-pdf`);
    resetPeakMemory();
    const before = peakMemoryBytes();
    await page.getByTestId('file-input').setInputFiles(generatedPath);
    await pageImage.waitFor({ timeout: 120_000 });
    // Scroll the thumbnail strip to the end: only the pages near the view are ever rendered.
    const strip = page.getByRole('navigation', { name: 'Pages' });
    for (let step = 0; step < 40; step += 1) {
      await strip.evaluate((element) => element.scrollBy(0, element.clientHeight));
      await page.waitForTimeout(100);
    }
    await page.getByRole('button', { name: 'Page 500', exact: true }).click();
    await page.getByTestId('page-of').filter({ hasText: 'Page 500 of 500' }).waitFor();
    const responsive = (await page.evaluate(() => 1 + 1)) === 2;
    return { firstPage, save, before, peak: peakMemoryBytes(), responsive };
  }, PORT);

  const nativeStart = performance.now();
  const native = runTool('pdftoppm', ['-png', '-f', '1', '-l', '1', '-scale-to-x', '800', '-scale-to-y', '-1', BIG, join(workDir, 'first')]);
  if (native.status !== 0) throw new Error(`pdftoppm failed: ${native.stderr}`);
  const nativeMs = performance.now() - nativeStart;
  if (!measured.responsive) throw new Error('the tab stopped answering with 500 pages open');

  return {
    title: 'PDF editor in the browser: first page, save, and a 500-page file',
    description:
      'The production build in headless Chromium, the real /edit-pdf screen at 100 % (800 px wide), timed once each. First page: from choosing ' +
      'the 117-page corpus file (multipage-mixed-geotopo-117p.pdf, 1.8 MB) to its first page drawn. Save: one rectangle added, from the click on ' +
      'Save to the download card (MuPDF in the document worker writes the whole file). Memory: the sum of the proportional set sizes of all ' +
      'Chromium processes, before choosing a generated 500-page file and at the peak while it was open and its thumbnail strip scrolled to the end.',
    table: [
      '| measure | value |',
      '|---|---|',
      `| 117 pages: first page on screen (Folio) | ${seconds(measured.firstPage)} |`,
      `| 117 pages: first page as an 800 px PNG (pdftoppm, native) | ${seconds(nativeMs)} |`,
      `| 117 pages: save with one rectangle (Folio) | ${seconds(measured.save)} |`,
      `| 500 pages: browser memory before opening | ${formatBytes(measured.before)} |`,
      `| 500 pages: browser peak memory, open, thumbnails scrolled to the end | ${formatBytes(measured.peak)} |`,
    ].join('\n'),
    notes: [
      'The first page includes reading the file, counting its pages and the render worker (pdf.js) drawing page 1; pdftoppm only draws.',
      'Pages and thumbnails render only when near the view, and large page images beyond the last twelve are let go.',
    ],
  };
}
