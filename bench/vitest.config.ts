import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { nodePdfjsAliases } from '../node/pdfjs-aliases';

// The bench runs through Vitest only because Vitest loads TypeScript; timings are taken by the cases themselves.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  // Without this the root would be the shell's working directory, and the setup file path below would depend on it.
  root: repoRoot,
  resolve: { alias: nodePdfjsAliases },
  test: {
    include: ['bench/**/*.bench-run.ts'],
    environment: 'node',
    setupFiles: ['test/setup/setup-engine-files.ts'],
    // A slow machine must never fail the bench; only engine errors and wrong outputs do.
    testTimeout: 30 * 60_000,
    hookTimeout: 60_000,
    // Files running side by side would compete for the CPU and skew each other's timings.
    fileParallelism: false,
  },
});
