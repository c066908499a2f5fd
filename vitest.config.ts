import { defineConfig } from 'vitest/config';
import { nodePdfjsAliases } from './test/setup/node-pdfjs';

export default defineConfig({
  resolve: { alias: nodePdfjsAliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'workers/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup/setup-pdfjs.ts', 'test/setup/setup-fonts.ts', 'test/setup/setup-tesseract.ts', 'test/setup/setup-ghostscript.ts'],
    testTimeout: 60_000,
  },
});
