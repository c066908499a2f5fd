import type { LocalEngines } from '../local-engines';
import { recognizeImageOperation } from '../../src/contract/ocr-pdf';
import { OCR_STEP, scanPageCall, scanPageOperation, SCAN_STEPS, type ScanPageAnswer } from '../../src/contract/scan-page';
import { readFrame } from '../read-frame';
import { route } from '../route';
import { storeResult } from '../result-store';

/**
 * POST /api/scan-page?width=&height=&colorMode=&documentType=&quality=&flags=&corners=&ocr= — the
 * frame made into a page (found, flattened, cleaned, turned upright), stored as a JPEG. With
 * `ocr=eng+deu` the finished page is also read by the OCR worker (the fifth step): its text and
 * words come back with it. Answers its URL, size and the corners used, so the screen can offer to move them.
 */
export default function scanPageHandler(engines: LocalEngines) {
  return route(scanPageCall, async ({ files: [frame], settings, signal, onProgress }): Promise<ScanPageAnswer> => {
    const { page: pageSettings, corners, ocrLanguages } = settings;
    const image = await readFrame(frame, settings);
    const steps = SCAN_STEPS.length + (ocrLanguages ? 1 : 0);
    const page = await engines.run(scanPageOperation, { image, settings: pageSettings, corners }, { signal, onProgress: (done, _total, stage) => onProgress(done, steps, stage) });
    let ocr: ScanPageAnswer['ocr'];
    if (ocrLanguages) {
      onProgress(SCAN_STEPS.length, steps, OCR_STEP);
      ocr = await engines.run(recognizeImageOperation, { image: page.jpeg.slice(), languages: ocrLanguages }, { signal });
      onProgress(steps, steps, OCR_STEP);
    }
    const stored = storeResult(new Blob([page.jpeg as BlobPart], { type: 'image/jpeg' }), 'page.jpg');
    return {
      url: stored.url, filename: stored.filename, size: stored.blob.size, width: page.width, height: page.height,
      corners: page.corners, detected: page.detected, rotation: page.rotation, ...(ocr ? { ocr } : {}),
    };
  });
}
