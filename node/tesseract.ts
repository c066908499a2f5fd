// tesseract under Node, for the command line, the unit tests and the bench: tesseract.js finds its worker and core in
// node_modules; the language files are read from their @tesseract.js-data packages (the files the build copies).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { TesseractEnvironment } from '../workers/engines/tesseract/tesseract-environment';

const data = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '@tesseract.js-data');
const folder = (language: string) => join(data, language, '4.0.0_best_int');

export function nodeTesseractEnvironment(maxParallel: number): TesseractEnvironment {
  return {
    bundledLanguagePath: folder('eng'),
    osd: { languagePath: join(data, 'osd', '4.0.0') },
    loadLanguage: async (language) => new Uint8Array(gunzipSync(await readFile(join(folder(language), `${language}.traineddata.gz`)))),
    maxParallel,
  };
}
