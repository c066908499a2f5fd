// The engines' files under Node, read from their npm packages in node_modules (the files the build copies
// for the browser): pdf.js's data, the stamp fonts, Ghostscript's WebAssembly. For the command line, the
// unit tests and the bench.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configureFontFiles } from '../workers/engines/fonts/font-files';
import { configureGhostscript } from '../workers/engines/ghostscript/ghostscript-environment';
import { configurePdfjs } from '../workers/engines/pdfjs/pdfjs-environment';

// Built from a path string: under the happy-dom environment, the global URL is not Node's.
const nodeModules = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');

export function readEngineFilesFromNodeModules(): void {
  configurePdfjs({ assetBase: `${join(nodeModules, 'pdfjs-dist')}/` });
  configureFontFiles(async ({ typeface, fileName }) => new Uint8Array(await readFile(join(nodeModules, '@fontsource', typeface, 'files', fileName))));
  configureGhostscript(async () => readFile(join(nodeModules, '@okathira', 'ghostpdl-wasm', 'dist', 'gs.wasm')));
}
