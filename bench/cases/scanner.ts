// Scanner case: seconds from capture to page ready (find the page, flatten, clean, JPEG) for a
// 1920 × 1080 generated photo of a corpus page, in the scanner engine (OpenCV WebAssembly) under
// Node, without OCR and with it (the page then read by the OCR engine, tesseract.js, English, one
// worker: what /api/scan-page?ocr=eng runs).
import { scanPage } from '../../workers/engines/scanner/scan-page';
import { recognizeImage } from '../../workers/engines/tesseract/recognize-image';
import { configureTesseract } from '../../workers/engines/tesseract/tesseract-environment';
import { releaseOcrWorkers } from '../../workers/engines/tesseract/ocr-workers';
import { nodeTesseractEnvironment } from '../../node/tesseract';
import { detectPage } from '../../workers/engines/scanner/detect-page';
import { cornerError, makeDocumentPhoto } from '../../test/fixtures/document-photo';
import { defaultScanSettings } from '../../src/contract/pdf-scanner';
import { timeRuns } from '../measure';
import type { TableSection } from '../results-writer';

export async function benchScanner(): Promise<TableSection> {
  const photo = await makeDocumentPhoto(1920, 1080);
  const outline = await timeRuns(() => detectPage(photo.frame));
  const page = await timeRuns(() => scanPage({ image: photo.frame, settings: defaultScanSettings }));
  configureTesseract(nodeTesseractEnvironment(1));
  const read = await timeRuns(async () => {
    const scanned = await scanPage({ image: photo.frame, settings: defaultScanSettings });
    return recognizeImage({ image: scanned.jpeg, languages: ['eng'] });
  });
  await releaseOcrWorkers();
  const error = cornerError(page.result.corners, photo.corners, 1920, 1080);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return {
    title: 'Scanner: a 1920 × 1080 photo of a page to a flattened, cleaned page',
    description: 'A generated photo (corpus page 1 of the TraceMonkey paper warped in perspective on a textured table, shadow and noise). ' +
      'Live outline: `detectPage` (640 px working copy). Capture to page ready: `scanPage` with the default settings (detect, flatten, enhance, auto-rotate, JPEG 85), ' +
      'without OCR, and followed by `recognizeImage` (tesseract.js, English, its worker already started) with OCR.',
    table: [
      '| step | median s | min s | max s |',
      '|---|---|---|---|',
      `| live outline | ${seconds(outline.timing.medianMs)} | ${seconds(outline.timing.minMs)} | ${seconds(outline.timing.maxMs)} |`,
      `| capture to page ready, without OCR | ${seconds(page.timing.medianMs)} | ${seconds(page.timing.minMs)} | ${seconds(page.timing.maxMs)} |`,
      `| capture to page ready, with OCR | ${seconds(read.timing.medianMs)} | ${seconds(read.timing.minMs)} | ${seconds(read.timing.maxMs)} |`,
    ].join('\n'),
    notes: [
      `Corner error ${(error * 100).toFixed(2)} % of the diagonal; page ${page.result.width} × ${page.result.height}, ${page.result.jpeg.byteLength.toLocaleString('en-US')} B, turned ${page.result.rotation}°.`,
      `OCR read ${read.result.words.length} words (mean confidence ${read.result.confidence.toFixed(0)}).`,
    ],
  };
}
