// OCR a scanned PDF (or images, made one PDF first): each page without text is rendered by MuPDF,
// read by tesseract on as many workers as the device allows, and gets tesseract's invisible text
// layer laid over its untouched content; pages that have text keep it unless OCR is forced. A page
// that fails is reported and the others are kept.
import type { PDFDocument as MupdfDocument } from 'mupdf';
import { EngineError } from '../../../src/contract/errors';
import { ocrPdfOperation, type OcrInputFile, type OcrPageFact, type OcrSettings } from '../../../src/contract/ocr-pdf';
import { fileStem } from '../../../src/contract/output-names';
import { implement } from '../../runtime/operations';
import { loadPdf } from '../pdf-lib/load-pdf';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { hocrDocument } from './hocr-document';
import { imagesToPdf } from './images-to-pdf';
import { ocrWorkers, type TesseractWorker } from './ocr-workers';
import { existingPageText, renderPageForOcr } from './page-raster';
import { recognizeWithWorker } from './recognize-with-worker';
import { layTextLayer } from './text-layer';

interface PageOutcome {
  fact: OcrPageFact;
  text: string;
  hocr?: string;
  textLayer?: Uint8Array;
}

export const ocrPdf = implement(ocrPdfOperation, async ({ files, settings }, onProgress) => {
  const source = await sourcePdf(files);
  const output = await loadPdf(source);
  const opened = await openWithMupdf(source);
  try {
    const { mupdf, doc, pageCount } = opened;
    const existing = Array.from({ length: pageCount }, (_, index) => existingPageText(doc, index));
    const toRead = existing.flatMap((text, index) => (settings.pages === 'force' || text.trim() === '' ? [index] : []));
    const outcomes: PageOutcome[] = existing.map((text, index) => ({ fact: { page: index + 1, outcome: 'kept-text' }, text }));

    if (toRead.length > 0) {
      const workers = await ocrWorkers(settings.languages, toRead.length, onProgress);
      let done = 0;
      onProgress?.(0, toRead.length, 'recognise');
      const queue = [...toRead];
      // One lane per worker: each takes the next page, renders it and reads it.
      await Promise.all(workers.map(async (worker) => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
          outcomes[index] = await readPage(worker, mupdf, doc, index, settings);
          done += 1;
          onProgress?.(done, toRead.length, 'recognise');
        }
      }));
    }

    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.textLayer) await layTextLayer(output, index, outcome.textLayer);
    }
    const pdf = await output.save();
    const title = fileStem(files[0].name);
    const hocrPages = outcomes.flatMap((outcome) => (outcome.hocr ? [outcome.hocr] : []));
    return {
      pdf,
      pageCount,
      text: outcomes.map((outcome) => outcome.text.trimEnd()).join('\n\f'),
      ...(settings.hocr ? { hocr: hocrDocument(title, hocrPages) } : {}),
      pages: outcomes.map((outcome) => outcome.fact),
    };
  } finally {
    opened.doc.destroy();
  }
});

async function readPage(worker: TesseractWorker, mupdf: Parameters<typeof renderPageForOcr>[0], doc: MupdfDocument, index: number, settings: OcrSettings): Promise<PageOutcome> {
  const page = index + 1;
  try {
    const image = renderPageForOcr(mupdf, doc, index);
    const result = await recognizeWithWorker(worker, image, { textLayer: true, hocr: settings.hocr });
    return {
      fact: { page, outcome: 'recognised', words: result.words.length, confidence: result.confidence },
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

/** One PDF as it is, or images made one PDF; a PDF among other files is refused. */
async function sourcePdf(files: OcrInputFile[]): Promise<{ name: string; bytes: Uint8Array }> {
  if (files.length === 0) throw new EngineError('bad-params', 'Add a PDF or images to process.');
  const pdfs = files.filter(isPdf);
  if (pdfs.length > 0) {
    if (files.length > 1) throw new EngineError('bad-params', 'OCR takes one PDF, or several images: not a PDF together with other files.');
    return pdfs[0];
  }
  return { name: files[0].name, bytes: await imagesToPdf(files) };
}

function isPdf(file: OcrInputFile): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

