// What Compress PDF and Optimize PDF find out about the file they make, as facts for the screens.
import type { ShrinkAction } from './shrink-actions';

export interface ShrinkFacts {
  originalSize: number;
  compressedSize: number;
  /** The result was not smaller, so the original file is handed back unchanged (its own Blob, no copy). */
  keptOriginal: boolean;
  /** What was done, as facts; the screens word them. */
  actions: ShrinkAction[];
}
