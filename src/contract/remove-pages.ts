// Remove Pages: POST /api/remove-pages?pages=2,4-5.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { PagePartsResult } from './page-parts';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface PageSelection {
  file: NamedPdf;
  /** Page-range text, e.g. '2, 4-5'. */
  pages: string;
}

export const removePagesOperation = engineOperation<PageSelection, PagePartsResult>('document', 'removePages');
