// Compress PDF: POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true].
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { ShrinkResult } from './shrink-result';
import type { CompressionLevel } from './shrink-recipes';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface CompressInput {
  file: NamedPdf;
  level: CompressionLevel;
  /** Greyscale images only when the user asks for it. */
  grayscale?: boolean;
}

export const compressPdfOperation = engineOperation<CompressInput, ShrinkResult>('document', 'compressPdf');
