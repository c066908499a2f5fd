// Merge PDF: POST /api/merge-pdf, every `file` field in the user's order.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface MergeInput {
  files: NamedPdf[];
}

export interface MergeResult {
  bytes: Uint8Array;
  pageCount: number;
}

export const mergePdfsOperation = engineOperation<MergeInput, MergeResult>('document', 'mergePdfs');
