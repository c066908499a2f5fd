// What Compress PDF and Optimize PDF get back from their engine.
export interface ShrinkResult {
  bytes: Uint8Array;
  pageCount: number;
  originalSize: number;
  compressedSize: number;
  /** The result was not smaller, so the original file is returned unchanged. */
  keptOriginal: boolean;
  /** What was done, in words, for the result report. */
  actions: string[];
}
