// Extract Pages: POST /api/extract-pages?pages=2,4-5[&individual=true].
import { engineOperation } from './engine-operation';
import type { PagePartsResult } from './page-parts';
import type { PageSelection } from './remove-pages';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface ExtractPagesInput extends PageSelection {
  /** One PDF per page instead of one PDF of all the chosen pages. */
  individual?: boolean;
}

export const extractPagesOperation = engineOperation<ExtractPagesInput, PagePartsResult>('document', 'extractPages');
