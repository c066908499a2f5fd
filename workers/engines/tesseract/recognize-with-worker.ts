// One image through one tesseract worker: its words with their boxes, its text, and on request
// tesseract's own text-only PDF page (the invisible text layer, OCRmyPDF's way) and its hOCR.
import type Tesseract from 'tesseract.js';
import { OCR_DPI, type OcrWord, type RecognizeImageResult } from '../../../src/contract/ocr-pdf';
import type { TesseractWorker } from './ocr-workers';

export interface Recognition extends RecognizeImageResult {
  /** A one-page PDF the image's size at its resolution, its text drawn invisibly (render mode 3) where it was read. */
  textLayer?: Uint8Array;
  /** The page's hOCR (one `ocr_page` element). */
  hocr?: string;
}

export async function recognizeWithWorker(
  worker: TesseractWorker,
  image: Uint8Array,
  { textLayer = false, hocr = false, dpi = OCR_DPI } = {},
): Promise<Recognition> {
  const { data } = await worker.recognize(
    // tesseract.js reads raw image bytes as a file (PNG, JPEG, PNM, …) in both Node and workers.
    image as unknown as Tesseract.ImageLike,
    // Tesseract judges letter sizes and noise by the resolution; the text layer's page is the image's
    // size at it. Given with the call, it holds for this call only (tesseract.js restores it after).
    { pdfTextOnly: true, pdfTitle: 'Folio OCR', user_defined_dpi: String(Math.round(dpi)) } as Partial<Tesseract.RecognizeOptions>,
    { text: true, blocks: true, pdf: textLayer, hocr },
  );
  const words = wordsOf(data);
  return {
    text: data.text,
    words,
    confidence: words.length === 0 ? 0 : Math.round(words.reduce((total, word) => total + word.confidence, 0) / words.length),
    ...(textLayer && data.pdf ? { textLayer: new Uint8Array(data.pdf) } : {}),
    ...(hocr && data.hocr ? { hocr: data.hocr } : {}),
  };
}

function wordsOf(page: Tesseract.Page): OcrWord[] {
  return (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)))
    .filter((word) => word.text.trim() !== '')
    .map(({ text, confidence, bbox: { x0, y0, x1, y1 } }) => ({ text, confidence, box: { x0, y0, x1, y1 } }));
}
