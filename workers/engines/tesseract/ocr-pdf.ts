// OCR a scanned PDF (or images, made one PDF first): each page without text is rendered by MuPDF,
// read by tesseract on as many workers as the device allows, and gets tesseract's invisible text
// layer laid over its untouched content; pages that have text keep it unless OCR is forced. A page
// that fails is reported and the others are kept. On request, pages are first turned upright and
// straightened (tesseract measures them), so the page and its text layer both come out level.
import type { PDFDocument as MupdfDocument } from 'mupdf';
import { pdfOutput, type OutputFile } from '../../../src/contract/engine-job';
import { EngineError } from '../../../src/contract/errors';
import { readNamedPdf, type NamedFile } from '../../../src/contract/named-file';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import {
  isOcrPdf, OCR_MAX_IMAGES, OCR_OUTPUT_TYPES, ocrPdfOperation, type OcrPageFact, type OcrSettings,
} from '../../../src/contract/ocr-pdf';
import { fileStem, outputFilename } from '../../../src/contract/output-names';
import { implement } from '../../runtime/operations';
import { loadPdf } from '../pdf-lib/load-pdf';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { hocrDocument } from './hocr-document';
import { imagesToPdf } from './images-to-pdf';
import { ocrWorkers, releaseOcrWorkers, type TesseractWorker } from './ocr-workers';
import { existingPageText, renderPageForOcr } from './page-raster';
import { recognizeWithWorker } from './recognize-with-worker';
import { layTextLayer } from './text-layer';
import { textSlant, uprightTurn } from './page-orientation';
import { straightenPage, type PageCorrection } from './straighten-page';
import { saveWithPdfLib } from '../pdf-lib-pace';

interface PageOutcome {
  fact: OcrPageFact;
  text: string;
  hocr?: string;
  textLayer?: Uint8Array;
}

export const ocrPdf = implement(ocrPdfOperation, async ({ files, settings }, onProgress, signal) => {
  const source = await sourcePdf(files);
  const output = await loadPdf(source);
  // MuPDF reads the bytes held for the output where they are: no second copy of a 100 MB scan in
  // WebAssembly memory (neither is ever written to).
  let opened = await openWithMupdf(source, undefined, { readInPlace: true });
  try {
    const { pageCount } = opened;
    const existing = Array.from({ length: pageCount }, (_, index) => existingPageText(opened.doc, index));
    const toRead = existing.flatMap((text, index) => (settings.pages === 'force' || text.trim() === '' ? [index] : []));
    const outcomes: PageOutcome[] = existing.map((text, index) => ({ fact: { page: index + 1, outcome: 'kept-text' }, text }));
    const corrections = new Map<number, PageCorrection>();

    if (toRead.length > 0) {
      await cancellable(signal, async () => {
        const workers = await ocrWorkers(settings.languages, toRead.length, onProgress);
        // First how each page lies, turn and then slant (tesseract finds lines only in upright text);
        // each correction is laid on the output, and the corrected document is what gets read next.
        const passes = [
          { wanted: settings.rotate, measure: async (_worker: TesseractWorker, image: Uint8Array) => ({ turn: await uprightTurn(image), level: 0 }) },
          { wanted: settings.deskew, measure: async (worker: TesseractWorker, image: Uint8Array) => ({ turn: 0, level: await textSlant(worker, image) }) },
        ];
        for (const pass of passes.filter(({ wanted }) => wanted)) {
          const found = new Map<number, PageCorrection>();
          const measured = opened;
          await inLanes(workers, toRead, async (worker, index) => {
            const correction = await measurePage(measured.mupdf, measured.doc, index, (image) => pass.measure(worker, image));
            if (correction.turn !== 0 || correction.level !== 0) found.set(index, correction);
          }, signal);
          if (found.size === 0) continue;
          for (const [index, correction] of found) {
            straightenPage(output, index, correction);
            const earlier = corrections.get(index);
            corrections.set(index, { turn: (earlier?.turn ?? 0) + correction.turn, level: (earlier?.level ?? 0) + correction.level });
          }
          const corrected = await openWithMupdf({ name: source.name, bytes: await saveWithPdfLib(output) }, undefined, { readInPlace: true });
          opened.doc.destroy();
          opened = corrected;
        }
        let done = 0;
        onProgress?.(0, toRead.length, 'recognise');
        const reading = opened;
        await inLanes(workers, toRead, async (worker, index) => {
          outcomes[index] = await readPage(worker, reading.mupdf, reading.doc, index, settings, corrections.get(index));
          done += 1;
          if (!signal?.aborted) onProgress?.(done, toRead.length, 'recognise');
        }, signal);
      });
    }

    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.textLayer) await layTextLayer(output, index, outcome.textLayer);
    }
    const { name } = files[0];
    const text = outcomes.map((outcome) => outcome.text.trimEnd()).join('\n\f');
    const outputs: OutputFile[] = [
      pdfOutput(outputFilename(name, 'ocr'), await saveWithPdfLib(output), pageCount),
      textOutput(outputFilename(name, 'ocr', 'txt'), 'text', text),
    ];
    if (settings.hocr) {
      const hocrPages = outcomes.flatMap((outcome) => (outcome.hocr ? [outcome.hocr] : []));
      outputs.push(textOutput(outputFilename(name, 'ocr', 'hocr'), 'hocr', hocrDocument(fileStem(name), hocrPages)));
    }
    return { outputs, facts: { report: outcomes.map((outcome) => outcome.fact) } };
  } finally {
    opened.doc.destroy();
  }
});

/**
 * Runs the recognition unless the job is cancelled first: then its tesseract workers are stopped
 * at once (a page being read cannot be interrupted any other way), no further page is taken, and
 * the job ends as cancelled. In the browser the whole worker is terminated instead; this is the
 * same for engines run in-process.
 */
async function cancellable(signal: AbortSignal | undefined, work: () => Promise<void>): Promise<void> {
  signal?.throwIfAborted();
  if (!signal) return work();
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      void releaseOcrWorkers();
      reject(new EngineError('cancelled', 'The OCR was cancelled.'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work().then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One lane per worker: each takes the next page and works on it until none is left. */
async function inLanes(
  workers: TesseractWorker[], indices: number[], work: (worker: TesseractWorker, index: number) => Promise<void>, signal?: AbortSignal,
): Promise<void> {
  const queue = [...indices];
  await Promise.all(workers.map(async (worker) => {
    for (let index = queue.shift(); index !== undefined && !signal?.aborted; index = queue.shift()) await work(worker, index);
  }));
}

type MupdfModule = Parameters<typeof renderPageForOcr>[0];

/** How far the page must turn or level; a page that cannot be measured is left as it is. */
async function measurePage(mupdf: MupdfModule, doc: MupdfDocument, index: number, measure: (image: Uint8Array) => Promise<PageCorrection>): Promise<PageCorrection> {
  try {
    return await measure(renderPageForOcr(mupdf, doc, index).pixels);
  } catch {
    return { turn: 0, level: 0 };
  }
}

async function readPage(
  worker: TesseractWorker, mupdf: MupdfModule, doc: MupdfDocument, index: number, settings: OcrSettings, correction?: PageCorrection,
): Promise<PageOutcome> {
  const page = index + 1;
  try {
    const { pixels, dpi } = renderPageForOcr(mupdf, doc, index);
    const result = await recognizeWithWorker(worker, pixels, { textLayer: true, hocr: settings.hocr, dpi });
    return {
      fact: {
        page, outcome: 'recognised', words: result.words.length, confidence: result.confidence,
        ...(correction?.turn ? { turnedDegrees: correction.turn } : {}),
        ...(correction?.level ? { straightenedDegrees: Math.round(correction.level * 10) / 10 } : {}),
      },
      text: result.text,
      textLayer: result.textLayer,
      hocr: result.hocr && numberHocrPage(result.hocr, page),
    };
  } catch (error) {
    return { fact: { page, outcome: 'failed', message: error instanceof Error ? error.message : String(error) }, text: '' };
  }
}

/** tesseract numbers every image it reads as page 1; in one document each page needs its own ids. */
function numberHocrPage(hocr: string, page: number): string {
  return hocr
    .replace(/id='(page|block|par|line|word|carea)_1(?=[_'])/g, `id='$1_${page}`)
    .replace(/ppageno 0/, `ppageno ${page - 1}`);
}

/** The document's text, or its pages' hOCR, as a file of its own. */
function textOutput(name: string, kind: 'text' | 'hocr', text: string): OutputFile {
  const type = OCR_OUTPUT_TYPES[kind];
  return { name, type, data: new Blob([text], { type }) };
}

/** One PDF as it is (with the password given for it), or images made one PDF; a PDF among other files is refused. */
async function sourcePdf(files: NamedFile[]): Promise<NamedPdf> {
  if (files.length === 0) throw new EngineError('bad-params', 'Add a PDF or images to process.');
  const pdfs = files.filter(isOcrPdf);
  if (pdfs.length > 0) {
    if (files.length > 1) throw new EngineError('bad-params', 'OCR takes one PDF, or several images: not a PDF together with other files.');
    return readNamedPdf(pdfs[0]);
  }
  if (files.length > OCR_MAX_IMAGES) {
    throw new EngineError('bad-params', `OCR makes one PDF of at most ${OCR_MAX_IMAGES} images: remove some, and read them in another run.`);
  }
  return { name: files[0].name, bytes: await imagesToPdf(files) };
}

