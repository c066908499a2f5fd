import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { nodePdfjsAliases } from './node/pdfjs-aliases';

export default defineConfig({
  resolve: { alias: nodePdfjsAliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'workers/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup/setup-engine-files.ts', 'test/setup/setup-tesseract.ts'],
    testTimeout: 60_000,
    // At least two test files at a time: on a 2-core machine Vitest's default is one, and most files spend
    // their time in one single-threaded engine, so a second file uses the other core (the suite: 343 s → 244 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
