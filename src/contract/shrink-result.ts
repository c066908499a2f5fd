// What Compress PDF and Optimize PDF get back from their engine.
import type { ShrinkAction } from './shrink-actions';

export interface ShrinkResult {
  bytes: Uint8Array;
  pageCount: number;
  originalSize: number;
  compressedSize: number;
  /** The result was not smaller, so the original file is returned unchanged. */
  keptOriginal: boolean;
  /** What was done, as facts; the screens word them. */
  actions: ShrinkAction[];
}
