// The OCR worker: tesseract.js (its own worker script and LSTM cores) with MuPDF to render pages
// and pdf-lib to lay the text layer. English is part of the offline app; the other languages are
// fetched from our origin on first use and kept by the service worker.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';
import { BUNDLED_OCR_LANGUAGE, OCR_LANGUAGES } from '../../src/contract/ocr-pdf';

// tesseract.js picks the core the browser can run (relaxed SIMD, SIMD or plain), LSTM-only builds.
const cores = ['tesseract-core-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js', 'tesseract-core-relaxedsimd-lstm.wasm.js'];
// Orientation detection needs tesseract's legacy engine: the full cores, fetched on first use.
const legacyCores = ['tesseract-core.wasm.js', 'tesseract-core-simd.wasm.js', 'tesseract-core-relaxedsimd.wasm.js'];
// The integer-quantised "best" models: tesseract.js's LSTM default, small and accurate.
const languageFile = (language: string) => ({
  from: `@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`,
  to: `tesseract/lang/${language}.traineddata.gz`,
});

const descriptor: WorkerDescriptor = {
  name: 'ocr',
  title: 'OCR',
  // The language models stay loaded for a few minutes, so the next file starts at once.
  idleMs: 5 * 60_000,
  // A tesseract or MuPDF instance that ran out of memory stays broken in its worker.
  restartAfterFailure: true,
  runsUnderNode: true,
  assets: [
    {
      caching: 'precache',
      plan: {
        copies: [
          { from: 'tesseract.js/dist/worker.min.js', to: 'tesseract/worker.min.js' },
          ...cores.map((core) => ({ from: `tesseract.js-core/${core}`, to: `tesseract/core/${core}` })),
          languageFile(BUNDLED_OCR_LANGUAGE),
        ],
      },
    },
    {
      caching: 'first-use',
      plan: {
        copies: [
          ...OCR_LANGUAGES.filter((language) => language !== BUNDLED_OCR_LANGUAGE).map(languageFile),
          { from: '@tesseract.js-data/osd/4.0.0/osd.traineddata.gz', to: 'tesseract/lang/osd.traineddata.gz' },
          ...legacyCores.map((core) => ({ from: `tesseract.js-core/${core}`, to: `tesseract/legacy-core/${core}` })),
        ],
      },
    },
  ],
  scriptSources: [],
};

export default descriptor;
