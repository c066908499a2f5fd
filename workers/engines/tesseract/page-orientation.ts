// How a page lies, as tesseract sees it: which way up its text runs (orientation detection, on its
// own worker with the legacy engine and the `osd` model) and how slanted its lines are (the
// gradient of the text lines tesseract finds, without recognising them).
import Tesseract from 'tesseract.js';
import { OCR_DESKEW_MIN_DEGREES, OCR_ROTATE_MIN_CONFIDENCE } from '../../../src/contract/ocr-pdf';
import { tesseractEnvironment } from './tesseract-environment';

type TesseractWorker = Tesseract.Worker;

let orientationWorker: Promise<TesseractWorker> | undefined;

function startOrientationWorker(): Promise<TesseractWorker> {
  const { osd, workerPath } = tesseractEnvironment();
  if (!osd) return Promise.reject(new Error('Orientation detection is not configured here.'));
  const started = Tesseract.createWorker('osd', Tesseract.OEM.TESSERACT_ONLY, {
    workerBlobURL: false,
    // A failed job rejects its own promise; without a handler tesseract.js also throws it, uncaught.
    errorHandler: () => undefined,
    cacheMethod: 'none',
    legacyCore: true,
    legacyLang: true,
    langPath: osd.languagePath,
    ...(workerPath ? { workerPath } : {}),
    ...(osd.corePath ? { corePath: osd.corePath } : {}),
  });
  // A failed start (offline before the model was fetched) may succeed later.
  started.catch(() => { orientationWorker = undefined; });
  return started;
}

/**
 * The clockwise turn (0, 90, 180 or 270 degrees) that brings the page's text upright; 0 when
 * tesseract is not confident enough to say.
 */
export async function uprightTurn(image: Uint8Array): Promise<number> {
  orientationWorker ??= startOrientationWorker();
  const worker = await orientationWorker;
  const { data } = await worker.detect(image as unknown as Tesseract.ImageLike);
  const found = data as unknown as { orientation_degrees: number | null; orientation_confidence: number | null };
  if (found.orientation_degrees === null || (found.orientation_confidence ?? 0) < OCR_ROTATE_MIN_CONFIDENCE) return 0;
  // tesseract's orientation is the clockwise turn that puts the text upright (what PDF's /Rotate adds).
  return found.orientation_degrees % 360;
}

/**
 * The counter-clockwise rotation, in degrees, that makes the page's text lines level (a page whose
 * lines rise to the right needs a negative one); 0 below OCR_DESKEW_MIN_DEGREES.
 */
export async function textSlant(worker: TesseractWorker, image: Uint8Array): Promise<number> {
  // rotateAuto finds the lines and measures them; with no output asked for, nothing is recognised.
  const { data } = await worker.recognize(image as unknown as Tesseract.ImageLike, { rotateAuto: true }, {
    text: false, blocks: false, hocr: false, tsv: false, pdf: false,
  });
  // tesseract's angle is the one it would turn the image by, clockwise on screen: the opposite way in PDF.
  const degrees = -((data.rotateRadians ?? 0) * 180) / Math.PI;
  return Math.abs(degrees) < OCR_DESKEW_MIN_DEGREES ? 0 : degrees;
}

/** Stops the orientation worker (the tests' teardown). */
export async function releaseOrientationWorker(): Promise<void> {
  const started = orientationWorker;
  orientationWorker = undefined;
  if (started) await started.then((worker) => worker.terminate(), () => undefined);
}
