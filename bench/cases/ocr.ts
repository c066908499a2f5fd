// OCR case: a scanned PDF (the corpus scan, its page repeated) made searchable. Folio's engine
// (MuPDF render at the scan's resolution, 200–300 dpi, tesseract.js on as many workers as the browser would start, text layer
// with pdf-lib) against native tesseract (pdftoppm at 300 dpi, then tesseract's PDF renderer per
// page) and OCRmyPDF, in the same run.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ocrPdf } from '../../workers/engines/tesseract/ocr-pdf';
import { configureTesseract } from '../../workers/engines/tesseract/tesseract-environment';
import { releaseOcrWorkers } from '../../workers/engines/tesseract/ocr-workers';
import { nodeTesseractEnvironment } from '../../node/tesseract';
import { corpusDir } from '../../test/fixtures/corpus';
import { defaultOcrSettings, OCR_DPI, OCR_MIN_DPI } from '../../src/contract/ocr-pdf';
import { fileBytes } from '../../src/contract/named-file';
import { jobOf } from '../../test/fixtures/engine-job';
import { timeRuns } from '../measure';
import { countPages, runQpdf, runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const SOURCE = 'scanned-no-text-01.pdf';
const PAGES = 1;
const WORDS = ['garden', 'branches', 'kitchen'];
// The app starts one tesseract worker per core, at most 4 (workers/ocr/ocr.worker.ts).
const PARALLEL = Math.max(1, Math.min(4, cpus().length));

export async function benchOcr(workDir: string): Promise<BenchSection> {
  const sourcePath = join(workDir, 'scan.pdf');
  runQpdf(['--empty', '--pages', ...Array.from({ length: PAGES }, () => `${corpusDir}${SOURCE}`), '--', sourcePath]);
  const bytes = new Uint8Array(readFileSync(sourcePath));
  configureTesseract(nodeTesseractEnvironment(PARALLEL));

  const folio = await timeRuns(() => ocrPdf(jobOf({ name: 'scan.pdf', type: 'application/pdf', bytes }, defaultOcrSettings)));
  await releaseOcrWorkers();
  const folioPath = join(workDir, 'folio.pdf');
  writeFileSync(folioPath, await fileBytes(folio.result.outputs[0]));

  const nativePath = join(workDir, 'tesseract.pdf');
  const native = await timeRuns(() => nativeTesseractPdf(sourcePath, workDir, nativePath));
  const ocrmypdfPath = join(workDir, 'ocrmypdf.pdf');
  const ocrmypdf = await timeRuns(() => {
    const run = runTool('ocrmypdf', ['--output-type', 'pdf', '-l', 'eng', sourcePath, ocrmypdfPath], { OMP_THREAD_LIMIT: '1' });
    if (run.status !== 0) throw new Error(`ocrmypdf failed (exit ${run.status}): ${run.stderr.trim()}`);
  });

  const rows = [
    { tool: `Folio (tesseract.js, ${PARALLEL} workers)`, path: folioPath, timing: folio.timing },
    { tool: 'pdftoppm + tesseract', path: nativePath, timing: native.timing },
    { tool: 'ocrmypdf', path: ocrmypdfPath, timing: ocrmypdf.timing },
  ].map(({ tool, path, timing }) => {
    const pages = countPages(path);
    if (pages !== PAGES) throw new Error(`${tool}: ${pages} pages, expected ${PAGES}`);
    const text = runTool('pdftotext', [path, '-']).stdout;
    const missing = WORDS.filter((word) => !text.includes(word));
    if (missing.length > 0) throw new Error(`${tool}: pdftotext does not find ${missing.join(', ')}`);
    const perPage = (timing.medianMs / PAGES / 1000).toFixed(1);
    return { tool, timing, outputBytes: readFileSync(path).byteLength, pages, check: 'words found', extra: [`${perPage} s`] };
  });

  return {
    title: `OCR: a scanned page made searchable (${PAGES} page${PAGES === 1 ? "" : "s"})`,
    description:
      `\`${SOURCE}\` (an 800 × 981 JPEG scan at 150 ppi, ${PAGES} page). Folio: \`ocrPdf\` in Node (MuPDF renders each page at ` +
      `its scan's resolution within ${OCR_MIN_DPI}–${OCR_DPI} dpi, here ${OCR_MIN_DPI}, in grey; tesseract.js 7, finding the page's layout, with the eng 4.0.0_best_int model reads it; OCRmyPDF reads such a page at its own 150 ppi; the text-only PDF tesseract writes is laid over the untouched page ` +
      `with pdf-lib), on ${PARALLEL} tesseract workers like the app on this machine. Native: \`pdftoppm -r 300 -gray\` then \`tesseract page.png out -l eng pdf\` ` +
      'per page (Debian\'s eng model, one OpenMP thread: its threads only fight for a shared machine\'s cores) and `qpdf` to join the pages. OCRmyPDF: `ocrmypdf --output-type pdf -l eng`. Each output is checked with pdftotext.',
    reference: 'pdftoppm + tesseract',
    rows,
    extraHeaders: ['s per page'],
    notes: [
      `${toolVersion('tesseract')}; ocrmypdf ${toolVersion('ocrmypdf')}.`.replace(/\n/g, ' '),
      'Goal: at most 1.5× native tesseract per page. The browser runs the same WebAssembly as tesseract.js under Node.',
    ],
  };
}

function nativeTesseractPdf(sourcePath: string, workDir: string, outputPath: string): void {
  const stem = join(workDir, 'native-page');
  const render = runTool('pdftoppm', ['-r', '300', '-gray', '-png', sourcePath, stem]);
  if (render.status !== 0) throw new Error(`pdftoppm failed: ${render.stderr.trim()}`);
  const images = readdirSync(workDir).filter((name) => name.startsWith('native-page') && name.endsWith('.png')).sort();
  const pdfs = images.map((image) => {
    const out = join(workDir, image.replace(/\.png$/, ''));
    const run = runTool('tesseract', [join(workDir, image), out, '-l', 'eng', 'pdf'], { OMP_THREAD_LIMIT: '1' });
    if (run.status !== 0) throw new Error(`tesseract failed: ${run.stderr.trim()}`);
    return `${out}.pdf`;
  });
  runQpdf(['--empty', '--pages', ...pdfs, '--', outputPath]);
}
