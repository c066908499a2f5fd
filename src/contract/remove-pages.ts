// Remove Pages: POST /api/remove-pages?pages=2,4-5. The setting, the query both ends use, and the
// answer. The pages can only be checked against the file (the engine does: a bad page is its 400).
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { PagePartsResult } from './page-parts';
import type { ResultItem } from './results';

export interface RemovePagesSettings {
  /** Page-range text, e.g. '2, 4-5'. */
  pages: string;
}

export const defaultRemovePagesSettings: RemovePagesSettings = { pages: '' };

export function removePagesQuery({ pages }: RemovePagesSettings): Record<string, string> {
  return { pages };
}

export function readRemovePagesQuery(query: URLSearchParams): RemovePagesSettings {
  return { pages: query.get('pages') ?? defaultRemovePagesSettings.pages };
}

/** The answer: one item, the PDF without the pages. */
export type RemovePagesAnswer = ResultItem[];

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface PageSelection extends RemovePagesSettings {
  file: NamedPdf;
}

export const removePagesOperation = engineOperation<PageSelection, PagePartsResult>('document', 'removePages');
