// Fast web view (linearization) by qpdf, in a worker of its own: qpdf can stall on a real-world file
// with no way to stop it from inside, so the caller gives it a time limit and the worker is stopped
// when it runs out (the file is then saved without fast web view).
import { engineOperation } from './engine-operation';

/** The file in, the linearized file out. */
export const linearizePdfOperation = engineOperation<Uint8Array, Uint8Array>('linearize', 'linearizePdf');

/**
 * How long linearization may take before it is given up: qpdf linearizes about 50 MB a second here,
 * so 10 s plus a second per 5 MB leaves a slow phone ample room and still ends a stall.
 */
export function linearizeTimeLimitMs(bytes: number): number {
  return 10_000 + Math.ceil(bytes / 5_000_000) * 1000;
}
