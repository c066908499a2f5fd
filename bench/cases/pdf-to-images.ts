// PDF to images case: the 117-page corpus file to PNG at 150 dpi, Folio's MuPDF engine (in Node, as
// in the worker) beside `pdftoppm -r 150 -png` in the same run; and a generated 500-page PDF to PNG
// at 150 dpi, written page by page into one ZIP, with the process's peak memory.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { pdfToImages } from '../../workers/engines/from-pdf/pdf-to-images';
import { defaultPdfToImagesSettings } from '../../src/contract/pdf-to-images';
import { generatedPdfBytes } from '../../test/fixtures/generated-pdf';
import { jobOf } from '../../test/fixtures/engine-job';
import { fileBytes, fileSize } from '../../src/contract/named-file';
import { corpusDir } from '../../test/fixtures/corpus';
import { formatBytes } from '../../src/lib/format-bytes';
import { timeRuns } from '../measure';
import { runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const SOURCE = 'multipage-mixed-geotopo-117p.pdf';
const PAGES = 117;
const LONG_PAGES = 500;
// Each run renders 117 pages: two timed runs keep the case within minutes on a slow machine.
const TIMED = 2;

export async function benchPdfToImages(workDir: string): Promise<BenchSection[]> {
  const bytes = new Uint8Array(readFileSync(`${corpusDir}${SOURCE}`));
  const settings = { ...defaultPdfToImagesSettings, format: 'png' as const, dpi: '150' as const };
  const folio = await timeRuns(() => pdfToImages(jobOf({ name: SOURCE, bytes }, settings)), TIMED);
  const [zip] = folio.result.outputs;
  const entries = unzipSync(await fileBytes(zip));
  if (Object.keys(entries).length !== PAGES) throw new Error(`Folio: ${Object.keys(entries).length} images, expected ${PAGES}`);

  let run = 0;
  const poppler = await timeRuns(() => {
    const prefix = join(workDir, `pdftoppm-${(run += 1)}`);
    const result = runTool('pdftoppm', ['-r', '150', '-png', `${corpusDir}${SOURCE}`, prefix]);
    if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
    return prefix;
  }, TIMED);
  const popplerFiles = readdirSync(workDir).filter((name) => name.startsWith(`${poppler.result.split('/').at(-1)}-`));
  if (popplerFiles.length !== PAGES) throw new Error(`pdftoppm: ${popplerFiles.length} images, expected ${PAGES}`);
  const popplerBytes = popplerFiles.reduce((sum, name) => sum + readFileSync(join(workDir, name)).byteLength, 0);
  const firstFolio = sizeOfPng(entries[Object.keys(entries).sort()[0]]);
  const firstPoppler = sizeOfPng(new Uint8Array(readFileSync(join(workDir, popplerFiles.sort()[0]))));
  const perSecond = (ms: number) => (PAGES / (ms / 1000)).toFixed(1);

  const long = await generatedPdfBytes(LONG_PAGES);
  writeFileSync(join(workDir, 'long.pdf'), long);
  const peak = await peakMemoryOf(() => pdfToImages(jobOf({ name: 'long.pdf', bytes: long }, settings)));
  const [longZip] = peak.result.outputs;

  return [{
    title: `PDF to PNG: the ${PAGES}-page corpus file at 150 dpi`,
    description:
      `\`${SOURCE}\` (${bytes.byteLength.toLocaleString('en-US')} B, LaTeX lecture notes with figures) to one PNG per page at 150 dpi. ` +
      'Folio: `pdfToImages` (MuPDF rendering, PNG encoding, all pages into one ZIP, in memory). Reference: `pdftoppm -r 150 -png` writing ' +
      `${PAGES} files to disk. Pages per second: Folio ${perSecond(folio.timing.medianMs)}, pdftoppm ${perSecond(poppler.timing.medianMs)}.`,
    reference: 'pdftoppm -r 150 -png',
    rows: [
      { tool: 'Folio', timing: folio.timing, outputBytes: fileSize(zip), pages: PAGES, extra: [perSecond(folio.timing.medianMs), firstFolio] },
      { tool: 'pdftoppm -r 150 -png', timing: poppler.timing, outputBytes: popplerBytes, pages: PAGES, extra: [perSecond(poppler.timing.medianMs), firstPoppler] },
    ],
    extraHeaders: ['pages/s', 'page 1 pixels'],
    notes: [
      `${toolVersion('pdftoppm', ['-v'])}; ${TIMED} timed runs after one warm-up; both outputs counted (${PAGES} images each).`,
      `500 generated pages (pdf-lib, text) to PNG at 150 dpi: ${(peak.ms / 1000).toFixed(1)} s, one ZIP of ${formatBytes(fileSize(longZip))}; ` +
        `peak resident memory of the process ${formatBytes(peak.peakRss)}, ${formatBytes(peak.peakRss - peak.startRss)} above where it started ` +
        '(pages are rendered, encoded and freed one at a time; the ZIP holds the encoded images only).',
    ],
  }];
}

function sizeOfPng(png: Uint8Array): string {
  const view = new DataView(png.buffer, png.byteOffset);
  return `${view.getUint32(16)} × ${view.getUint32(20)}`;
}

async function peakMemoryOf<T>(job: () => Promise<T>) {
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const timer = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 20);
  const start = performance.now();
  try {
    const result = await job();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { result, ms: performance.now() - start, startRss, peakRss };
  } finally {
    clearInterval(timer);
  }
}
