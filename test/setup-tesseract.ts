// Vitest setup: tesseract.js finds its worker and core in node_modules; the language files are
// read from their @tesseract.js-data packages (the same files the build copies).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { configureTesseract } from '../workers/engines/tesseract/tesseract-environment';

const data = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '@tesseract.js-data');
const folder = (language: string) => join(data, language, '4.0.0_best_int');
configureTesseract({
  bundledLanguagePath: folder('eng'),
  loadLanguage: async (language) => new Uint8Array(gunzipSync(await readFile(join(folder(language), `${language}.traineddata.gz`)))),
  // Two cores on CI, shared: one page at a time keeps the tests' timing steady.
  maxParallel: 1,
});
