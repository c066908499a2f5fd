// Vitest setup: pdf.js (legacy build under Node) reads its data files from node_modules.
import { fileURLToPath } from 'node:url';
import { configurePdfjs } from '../workers/engines/pdfjs/pdfjs-environment';

configurePdfjs({ assetBase: fileURLToPath(new URL('../node_modules/pdfjs-dist/', import.meta.url)) });
