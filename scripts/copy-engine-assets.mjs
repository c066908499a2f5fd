// Copies every engine asset (WASM, fonts, cmaps, ...) from node_modules into public/vendor,
// so the app serves them from its own origin. public/vendor is never committed.
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backgroundRemovalAssets } from './background-removal-assets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vendor = join(root, 'public', 'vendor');

/** [package-relative source, destination under public/vendor] */
const assets = [
  ['pdfjs-dist/cmaps', 'pdfjs/cmaps'],
  ['pdfjs-dist/standard_fonts', 'pdfjs/standard_fonts'],
  ['pdfjs-dist/wasm', 'pdfjs/wasm'],
  ['pdfjs-dist/iccs', 'pdfjs/iccs'],
  // MuPDF: repair, compress, optimize and the safety net; loaded by the document worker on first use.
  ['mupdf/dist/mupdf-wasm.wasm', 'mupdf/mupdf-wasm.wasm'],
  // mozjpeg: the JPEG encoder of Compress and Optimize.
  ['@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', 'mozjpeg/mozjpeg_enc.wasm'],
  // qpdf: linearization for Optimize PDF's web level.
  ['@neslinesli93/qpdf-wasm/dist/qpdf.wasm', 'qpdf/qpdf.wasm'],
];

rmSync(vendor, { recursive: true, force: true });
for (const [from, to] of assets) {
  const target = join(vendor, to);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(root, 'node_modules', from), target, { recursive: true });
}
// Stamp fonts (page numbers, watermarks): the regular WOFF of each Unicode subset; the engine
// picks files by the ranges in each package's unicode.json (workers/engines/stamps/font-catalog.ts).
const fontTarget = join(vendor, 'fonts');
mkdirSync(fontTarget, { recursive: true });
for (const typeface of ['arimo', 'tinos', 'cousine', 'noto-sans']) {
  const files = join(root, 'node_modules', '@fontsource', typeface, 'files');
  for (const name of readdirSync(files).filter((file) => file.endsWith('-400-normal.woff'))) {
    cpSync(join(files, name), join(fontTarget, name));
  }
}

// The background remover's model chunks and ONNX Runtime files, with the resources.json that finds them.
const background = backgroundRemovalAssets(root);
for (const { from, to } of background.copies) {
  const target = join(vendor, background.folder, to);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(from, target);
}
writeFileSync(join(vendor, background.folder, 'resources.json'), JSON.stringify(background.resources));

console.log(`engine assets copied to ${vendor}`);
