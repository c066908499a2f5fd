// Scanner case: seconds from capture to page ready (find the page, flatten, clean, JPEG) for a
// 1920 × 1080 generated photo of a corpus page, in the scanner engine (OpenCV WebAssembly) under
// Node. OCR is not part of the scanner yet, so only the run without OCR is measured.
import { scanPage } from '../../workers/engines/scanner/scan-page';
import { detectPage } from '../../workers/engines/scanner/detect-page';
import { cornerError, makeDocumentPhoto } from '../../test/document-photo';
import { defaultScanSettings } from '../../src/contract/pdf-scanner';
import { timeRuns } from '../measure';
import type { TableSection } from '../results-writer';

export async function benchScanner(): Promise<TableSection> {
  const photo = await makeDocumentPhoto(1920, 1080);
  const outline = await timeRuns(() => detectPage(photo.frame));
  const page = await timeRuns(() => scanPage({ image: photo.frame, settings: defaultScanSettings }));
  const error = cornerError(page.result.corners, photo.corners, 1920, 1080);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return {
    title: 'Scanner: a 1920 × 1080 photo of a page to a flattened, cleaned page',
    description: 'A generated photo (corpus page 1 of the TraceMonkey paper warped in perspective on a textured table, shadow and noise). ' +
      'Live outline: `detectPage` (640 px working copy). Capture to page ready: `scanPage` with the default settings (detect, flatten, enhance, JPEG 85), without OCR.',
    table: [
      '| step | median s | min s | max s |',
      '|---|---|---|---|',
      `| live outline | ${seconds(outline.timing.medianMs)} | ${seconds(outline.timing.minMs)} | ${seconds(outline.timing.maxMs)} |`,
      `| capture to page ready, without OCR | ${seconds(page.timing.medianMs)} | ${seconds(page.timing.minMs)} | ${seconds(page.timing.maxMs)} |`,
    ].join('\n'),
    notes: [`Corner error ${(error * 100).toFixed(2)} % of the diagonal; page ${page.result.width} × ${page.result.height}, ${page.result.jpeg.byteLength.toLocaleString('en-US')} B.`, 'With OCR: not measured (OCR is not wired into the scanner yet).'],
  };
}
