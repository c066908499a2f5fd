// What Compress PDF and Optimize PDF get back from their engine.
import type { ShrinkAction } from './shrink-actions';

export interface ShrinkResult {
  /**
   * The file to hand back. Empty when the original is kept and was given as a Blob (NamedPdfFile):
   * the caller holds it already, and sending it back would cost a copy of it.
   */
  bytes: Uint8Array;
  pageCount: number;
  originalSize: number;
  compressedSize: number;
  /** The result was not smaller, so the original file is returned unchanged. */
  keptOriginal: boolean;
  /** What was done, as facts; the screens word them. */
  actions: ShrinkAction[];
}
