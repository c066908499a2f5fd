// Organize PDF: POST /api/organize-pdf?order=3,1,2&rotate=1:90,4:180. The settings, the query both
// ends use, and the answer. Both settings name pages, so only the engine, which knows the page count,
// can check them: a bad page is its 400.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { PagePartsResult } from './page-parts';
import type { ResultItem } from './results';

export interface OrganizeSettings {
  /** 1-based source pages in their new order, e.g. '3,1,2' (ranges such as '4-6' too); pages left out are removed. */
  order: string;
  /** Turns to add, e.g. '1:90,4:180' (source page : degrees, a multiple of 90, negative turns left). */
  rotate: string;
}

export const defaultOrganizeSettings: OrganizeSettings = { order: '', rotate: '' };

export function organizeQuery({ order, rotate }: OrganizeSettings): Record<string, string> {
  return { order, rotate };
}

export function readOrganizeQuery(query: URLSearchParams): OrganizeSettings {
  return {
    order: query.get('order') ?? defaultOrganizeSettings.order,
    rotate: query.get('rotate') ?? defaultOrganizeSettings.rotate,
  };
}

/** The answer: one item, the organized PDF. */
export type OrganizeAnswer = ResultItem[];

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface OrganizeOptions {
  file: NamedPdf;
  /** As in OrganizeSettings. */
  order: string;
  rotate?: string;
}

export const organizePdfOperation = engineOperation<OrganizeOptions, PagePartsResult>('document', 'organizePdf');
