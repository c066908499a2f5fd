// Copies every engine asset (WASM, fonts, cmaps, ...) from node_modules into public/vendor,
// so the app serves them from its own origin. public/vendor is never committed.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
];

rmSync(vendor, { recursive: true, force: true });
for (const [from, to] of assets) {
  const target = join(vendor, to);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(root, 'node_modules', from), target, { recursive: true });
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
