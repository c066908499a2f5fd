import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Vitest only because it loads TypeScript: the calibration is a one-off run, not a test.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { include: ['bench/calibrate-fast-cutout/*.run.ts'], environment: 'node' },
});
