import { defineConfig } from 'vitest/config';
import { nodePdfjsAliases } from './test/node-pdfjs';

export default defineConfig({
  resolve: { alias: nodePdfjsAliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'workers/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup-pdfjs.ts', 'test/setup-fonts.ts', 'test/setup-tesseract.ts', 'test/setup-ghostscript.ts'],
    testTimeout: 60_000,
  },
});
