// The tesseract workers of one language set, started once and kept while the ocr worker lives:
// starting one (its core and the language models) costs a second or two, a page a few seconds.
import Tesseract from 'tesseract.js';
import type { OcrLanguage } from '../../../src/contract/ocr-pdf';
import { BUNDLED_OCR_LANGUAGE, OCR_DPI } from '../../../src/contract/ocr-pdf';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { tesseractEnvironment } from './tesseract-environment';
import { releaseOrientationWorker } from './page-orientation';

export type TesseractWorker = Tesseract.Worker;

interface WorkerSet {
  key: string;
  /** The unpacked models of the languages other than the bundled one. */
  extraLanguages: Promise<Map<OcrLanguage, Uint8Array>>;
  workers: Array<Promise<TesseractWorker>>;
}

let current: WorkerSet | undefined;

/**
 * Up to `wanted` workers (never more than the environment allows) that read the given languages,
 * started as needed. A different language set replaces the workers; language files are loaded once
 * per set, their download reported as the 'download' stage (bytes).
 */
export async function ocrWorkers(languages: OcrLanguage[], wanted: number, onProgress?: ProgressCallback): Promise<TesseractWorker[]> {
  const count = Math.max(1, Math.min(wanted, tesseractEnvironment().maxParallel));
  const key = languages.join('+');
  if (current?.key !== key) {
    const previous = current;
    current = { key, extraLanguages: loadExtraLanguages(languages, onProgress), workers: [] };
    if (previous) void stopAll(previous);
  }
  const set = current;
  while (set.workers.length < count) set.workers.push(set.extraLanguages.then((models) => startWorker(languages, models)));
  try {
    return await Promise.all(set.workers.slice(0, count));
  } catch (error) {
    // A failed start (offline before a language was fetched) may succeed later, from scratch.
    if (current === set) current = undefined;
    void stopAll(set);
    throw error;
  }
}

async function startWorker(languages: OcrLanguage[], models: Map<OcrLanguage, Uint8Array>): Promise<TesseractWorker> {
  const environment = tesseractEnvironment();
  const options: Partial<Tesseract.WorkerOptions> = {
    // No CDN, no blob: URL for the worker script, no IndexedDB copy of the models (the service worker keeps them).
    workerBlobURL: false,
    // A failed job rejects its own promise; without a handler tesseract.js also throws it, uncaught.
    errorHandler: () => undefined,
    cacheMethod: 'none',
    langPath: environment.bundledLanguagePath,
    ...(environment.workerPath ? { workerPath: environment.workerPath } : {}),
    ...(environment.corePath ? { corePath: environment.corePath } : {}),
  };
  // tesseract.js 7 can only fetch every language from one folder (and its in-memory language
  // objects are named wrongly at start-up), while the bundled language and the others live in
  // different folders and the others' downloads are ours to show. So the worker starts with the
  // bundled language, gets the others' models written into its file system, and is re-initialised
  // with the whole set. `loaded` is the list tesseract.js keeps of the languages it has: listing
  // the written ones there keeps it from fetching them again.
  const loaded: string[] = [BUNDLED_OCR_LANGUAGE];
  const worker = await Tesseract.createWorker(loaded, Tesseract.OEM.LSTM_ONLY, options);
  if (models.size > 0 || languages.join('+') !== BUNDLED_OCR_LANGUAGE) {
    for (const [language, model] of models) {
      await worker.FS('writeFile', [`${language}.traineddata`, model]);
      loaded.push(language);
    }
    await worker.reinitialize(languages.join('+'), Tesseract.OEM.LSTM_ONLY);
  }
  // Tesseract's library reads a page as one block of text unless told otherwise (its command line,
  // and OCRmyPDF, find the page's layout): two columns were read across as one, line by line. The
  // resolution is for images of unknown resolution; a PDF page's own is given with each call.
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: String(OCR_DPI) });
  return worker;
}

async function loadExtraLanguages(languages: OcrLanguage[], onProgress?: ProgressCallback): Promise<Map<OcrLanguage, Uint8Array>> {
  const { loadLanguage } = tesseractEnvironment();
  const extra = languages.filter((language) => language !== BUNDLED_OCR_LANGUAGE);
  const loaded = extra.map(() => 0);
  const totals = extra.map(() => 0);
  const models = await Promise.all(extra.map((language, index) => loadLanguage(language, (done, total) => {
    loaded[index] = done;
    totals[index] = total;
    onProgress?.(sum(loaded), sum(totals), 'download');
  }).catch(() => {
    throw new EngineError('engine-failed', `The language data for "${language}" could not be downloaded. Connect to the internet once to fetch it; it is then kept on this device for offline use.`);
  })));
  return new Map(extra.map((language, index) => [language, models[index]]));
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

async function stopAll(set: WorkerSet): Promise<void> {
  await Promise.all(set.workers.map((started) => started.then((worker) => worker.terminate(), () => undefined).catch(() => undefined)));
}

/** How many tesseract workers are started or starting (0 once released). */
export function ocrWorkerCount(): number {
  return current?.workers.length ?? 0;
}

/** Stops the workers, the orientation one too (the tests' teardown; the browser's worker simply ends). */
export async function releaseOcrWorkers(): Promise<void> {
  const set = current;
  current = undefined;
  if (set) await stopAll(set);
  await releaseOrientationWorker();
}
