// Organize PDF: POST /api/organize-pdf?order=3,1,2&rotate=1:90,4:180.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { PagePartsResult } from './page-parts';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface OrganizeOptions {
  file: NamedPdf;
  /** 1-based source pages in their new order, e.g. '3,1,2' (ranges such as '4-6' too); pages left out are removed. */
  order: string;
  /** Turns to add, e.g. '1:90,4:180' (source page : degrees, a multiple of 90, negative turns left). */
  rotate?: string;
}

export const organizePdfOperation = engineOperation<OrganizeOptions, PagePartsResult>('document', 'organizePdf');
