// Edit text in the browser on the 117-page corpus file: how long a page's lines take to be ready
// after the page is drawn, from a click on a line to the line open for typing, and saving one changed
// word. The production build in headless Chromium, the real /edit-pdf?tool=edit-text screen. No
// native tool edits a PDF's text in place; poppler checks the result.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { withBrowserApp } from '../browser-app';
import type { TableSection } from '../results-writer';
import { recordLongTasks } from '../../test/fixtures/long-tasks';

const PORT = 4316;
const BIG = fileURLToPath(new URL('../../test/corpus/multipage-mixed-geotopo-117p.pdf', import.meta.url));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Where a point of the shown page (PDF points from its top-left) is on the screen. */
async function screenPoint(page: Page, x: number, y: number): Promise<[number, number]> {
  const overlay = page.getByTestId('editor-overlay');
  const box = (await overlay.boundingBox())!;
  const scale = box.width / Number((await overlay.getAttribute('viewBox'))!.split(' ')[2]);
  return [box.x + x * scale, box.y + y * scale];
}

/** One page of 20,000 text runs: 250 rows of 80 words, each word shown by its own text operator. */
async function denseTextPage(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  for (let row = 0; row < 250; row += 1) {
    for (let column = 0; column < 80; column += 1) page.drawText(`w${(row * 80 + column) % 97}`, { x: 10 + column * 7.2, y: 830 - row * 3.3, size: 2.6, font });
  }
  return document.save();
}

export async function benchEditTextInBrowser(workDir: string): Promise<TableSection> {
  const densePath = join(workDir, 'dense-20000-runs.pdf');
  writeFileSync(densePath, await denseTextPage());
  // Page 2's first running line, "Dieses Skript wurde im …", where poppler places it.
  const words = execFileSync('pdftotext', ['-bbox', '-f', '2', '-l', '2', BIG, '-'], { encoding: 'utf8' });
  const skript = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">Skript<\/word>/.exec(words)!.slice(1).map(Number);

  const measured = await withBrowserApp(async ({ page, origin }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${origin}/edit-pdf?tool=edit-text`);
    await page.getByTestId('file-input').setInputFiles(BIG);
    await page.getByTestId('edit-text-layer').waitFor({ state: 'attached', timeout: 120_000 });
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByTestId('page-of').filter({ hasText: 'Page 2 of 117' }).waitFor();
    let start = performance.now();
    await page.waitForFunction(() => (document.querySelector('[data-testid=editor-page] img') as HTMLImageElement | null)?.complete === true);
    await page.getByTestId('edit-text-layer').waitFor({ state: 'attached' });
    const linesReady = performance.now() - start;

    const point = await screenPoint(page, (skript[0] + skript[2]) / 2, (skript[1] + skript[3]) / 2);
    await page.mouse.move(...point);
    start = performance.now();
    await page.mouse.click(...point);
    const field = page.getByRole('textbox', { name: 'Edit this line' });
    await field.waitFor();
    const clickToField = performance.now() - start;

    const text = await field.inputValue();
    await field.fill(text.replace('Skript', 'Manuskript'));
    await field.press('Tab');
    start = performance.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    const save = performance.now() - start;
    const saved = join(workDir, 'edited.pdf');
    await download.saveAs(saved);

    // The dense page: its lines ready, then the pointer swept across it while the main thread is watched.
    await page.goto(`${origin}/edit-pdf?tool=edit-text`);
    start = performance.now();
    await page.getByTestId('file-input').setInputFiles(densePath);
    await page.getByTestId('edit-text-layer').waitFor({ state: 'attached', timeout: 120_000 });
    const denseReady = performance.now() - start;
    const longTasks = await recordLongTasks(page);
    const box = (await page.getByTestId('editor-overlay').boundingBox())!;
    const sweepStart = performance.now();
    for (let step = 0; step < 100; step += 1) await page.mouse.move(box.x + (step * 37) % box.width, box.y + (step * 53) % box.height);
    await page.getByTestId('edit-text-hover').waitFor();
    const sweep = (performance.now() - sweepStart) / 100;
    const longest = Math.max(0, ...await longTasks());
    return { linesReady, clickToField, save, saved, denseReady, sweep, longest };
  }, PORT);

  const after = execFileSync('pdftotext', ['-f', '2', '-l', '2', measured.saved, '-'], { encoding: 'utf8' });
  if (!after.includes('Dieses Manuskript wurde')) throw new Error('the saved file does not hold the edited line');
  return {
    title: 'Edit text in the browser: a line of the 117-page file',
    description:
      'The production build in headless Chromium, /edit-pdf?tool=edit-text at 1400 × 1000, timed once each on page 2 of ' +
      'multipage-mixed-geotopo-117p.pdf (1.8 MB, pdfTeX fonts). Lines ready: from page 2 drawn to its text lines in the page\'s layer ' +
      '(MuPDF\'s structured text in the document worker). Click to editable line: from the click on a word to the line open for typing. ' +
      'Save: one word changed ("Skript" → "Manuskript", in the file\'s own subset font when its glyphs are there), from the click on Save ' +
      'to the download (the glyphs removed and the line rewritten, the whole file saved by MuPDF).',
    table: [
      '| measure | value |',
      '|---|---|',
      `| page 2 drawn → its lines ready | ${seconds(measured.linesReady)} |`,
      `| click on a line → the line open for typing | ${seconds(measured.clickToField)} |`,
      `| save with one changed word | ${seconds(measured.save)} |`,
      `| a page of 20,000 text runs: chosen → its lines ready | ${seconds(measured.denseReady)} |`,
      `| a page of 20,000 text runs: one pointer move over it (mean of 100) | ${measured.sweep.toFixed(1)} ms |`,
      `| a page of 20,000 text runs: longest main-thread task while the pointer moves | ${measured.longest.toFixed(0)} ms |`,
    ].join('\n'),
    notes: [
      'poppler reads the saved page 2 with the new word in place.',
      'The line under the pointer is found through bands of the page\'s height (line-index.ts): a move looks at the lines of one band, not all of them.',
    ],
  };
}
