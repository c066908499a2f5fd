// What Compress PDF and Optimize PDF find out about the file they make, as facts for the screens.
import type { ShrinkAction } from './shrink-actions';

export interface ShrinkFacts {
  originalSize: number;
  compressedSize: number;
  /** The result was not smaller, so the original file is handed back unchanged (its own Blob, no copy). */
  keptOriginal: boolean;
  /** What was done, as facts; the screens word them. */
  actions: ShrinkAction[];
  /**
   * When fast web view follows (Optimize's web level, mocks/fast-web-view.ts): whether the original may
   * be handed back instead (it opened as it came: no repair, password or restrictions removed) and
   * whether it has fast web view already, so the never-larger rule can be kept after linearizing.
   * Read by the handler and not part of the answer.
   */
  original?: { keepable: boolean; linearized: boolean };
}
