import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';
import { configureTesseract, languagesFromOrigin } from '../engines/tesseract/tesseract-environment';
import { BUNDLED_OCR_LANGUAGE, ocrLanguageFile, ocrLanguagePath } from '../../src/contract/ocr-pdf';

const fromOrigin = (path: string) => new URL(path, self.location.origin).href;

// tesseract.js, its cores and the language files are served by the app itself (see descriptor.ts).
configureTesseract({
  workerPath: fromOrigin('/vendor/tesseract/worker.min.js'),
  corePath: fromOrigin('/vendor/tesseract/core/'),
  bundledLanguagePath: fromOrigin(ocrLanguagePath(BUNDLED_OCR_LANGUAGE)),
  // Fetched the first time "Rotate pages" is used, then kept like the other languages.
  osd: { languagePath: fromOrigin('/vendor/heavy/tesseract/lang/'), corePath: fromOrigin('/vendor/heavy/tesseract/legacy-core/') },
  loadLanguage: languagesFromOrigin((language) => fromOrigin(ocrLanguageFile(language))),
  // Pages in parallel, one tesseract worker each, on as many cores as the device has (at most 4).
  maxParallel: Math.max(1, Math.min(4, self.navigator.hardwareConcurrency || 1)),
});

exposeEngine(operations);
