// pdf.js needs its legacy build under Node; the browser bundle uses the modern one.
// Shared by the unit-test and bench configs and the command line, so they never drift apart.
import { fileURLToPath } from 'node:url';

const legacyPdfjs = fileURLToPath(new URL('../node_modules/pdfjs-dist/legacy/build/', import.meta.url));

export const nodePdfjsAliases = [
  { find: /^pdfjs-dist$/, replacement: `${legacyPdfjs}pdf.mjs` },
  { find: /^pdfjs-dist\/build\/pdf\.worker\.mjs$/, replacement: `${legacyPdfjs}pdf.worker.mjs` },
];
