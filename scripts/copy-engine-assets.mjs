// Copies every engine asset (WASM, fonts, cmaps, ...) from node_modules into public/vendor,
// so the app serves them from its own origin. public/vendor is never committed.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
console.log(`engine assets copied to ${vendor}`);
