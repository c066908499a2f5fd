// Remove Pages: POST /api/remove-pages?pages=2,4-5. The setting, the query both ends use, and the
// answer. The pages can only be checked against the file (the engine does: a bad page is its 400).
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
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

export const removePagesCall = queryCall<RemovePagesSettings, RemovePagesAnswer>({
  path: '/api/remove-pages',
  files: ONE_PDF_FILE,
  defaults: defaultRemovePagesSettings,
  toQuery: removePagesQuery,
  fromQuery: readRemovePagesQuery,
});

export const removePagesOperation = toolOperation<RemovePagesSettings>('document', 'removePages');
