// Vitest setup: pdf.js (legacy build under Node) reads its data files from node_modules.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configurePdfjs } from '../../workers/engines/pdfjs/pdfjs-environment';

// Built from a path string: under the happy-dom environment, the global URL is not Node's.
configurePdfjs({ assetBase: `${join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', 'pdfjs-dist')}/` });
