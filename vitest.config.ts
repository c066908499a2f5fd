import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const legacyPdfjs = fileURLToPath(new URL('./node_modules/pdfjs-dist/legacy/build/', import.meta.url));

export default defineConfig({
  resolve: {
    // pdf.js needs its legacy build under Node; the browser bundle uses the modern one.
    alias: [
      { find: /^pdfjs-dist$/, replacement: `${legacyPdfjs}pdf.mjs` },
      { find: /^pdfjs-dist\/build\/pdf\.worker\.mjs$/, replacement: `${legacyPdfjs}pdf.worker.mjs` },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'workers/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup-pdfjs.ts'],
    testTimeout: 60_000,
  },
});
