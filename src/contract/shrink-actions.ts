// What Compress and Optimize did to a file, as facts: the engine reports them, the answer carries
// them as JSON, and each screen's texts turn them into sentences.
import type { ResultItem } from './results';

export type ShrinkAction =
  | { kind: 'fonts-subset'; fonts: number }
  | {
      kind: 'images';
      total: number;
      recompressed: number;
      bytesBefore: number;
      bytesAfter: number;
      targetDpi: number;
      quality: number;
      grayscale: boolean;
    }
  | { kind: 'annotations-removed'; count: number }
  /** `info`: the document information dictionary had entries; `xmp`: an XMP stream was linked. */
  | { kind: 'metadata-removed'; info: boolean; xmp: boolean }
  | { kind: 'structure-cleaned'; objectsBefore: number; objectsAfter: number }
  | { kind: 'linearized' }
  /** qpdf could not linearize the cleaned file: it is saved as it was, without fast web view. */
  | { kind: 'not-linearized' }
  /** The result was not smaller (it would have been `resultSize` bytes), so the original is returned. */
  | { kind: 'kept-original'; resultSize: number }
  /** The original was damaged, so its repaired version is returned although it is not smaller. */
  | { kind: 'repaired-kept-larger' };

/** One item of the Compress and Optimize answers (their answer is a list of one). */
export interface ShrinkAnswerItem extends ResultItem {
  size: number;
  pages: number;
  originalSize: number;
  compressedSize: number;
  keptOriginal: boolean;
  actions: ShrinkAction[];
}
