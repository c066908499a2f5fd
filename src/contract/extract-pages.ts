// Extract Pages: POST /api/extract-pages?pages=2,4-5[&individual=true]. The settings, the query both
// ends use, and the answer. The pages can only be checked against the file (the engine does).
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';

export interface ExtractPagesSettings {
  /** Page-range text, e.g. '2, 4-5'. */
  pages: string;
  /** One PDF per page instead of one PDF of all the chosen pages. */
  individual: boolean;
}

export const defaultExtractPagesSettings: ExtractPagesSettings = { pages: '', individual: false };

/** The screen's query: `individual` travels only when it is on. */
export function extractPagesQuery({ pages, individual }: ExtractPagesSettings): Record<string, string> {
  return { pages, ...(individual ? { individual: 'true' } : {}) };
}

/** The handler's reader: anything but `individual=true` means one PDF, as it has always been. */
export function readExtractPagesQuery(query: URLSearchParams): ExtractPagesSettings {
  return { pages: query.get('pages') ?? defaultExtractPagesSettings.pages, individual: query.get('individual') === 'true' };
}

/** The answer: one item, or one per page with `individual`. */
export type ExtractPagesAnswer = ResultItem[];

export const extractPagesCall = queryCall<ExtractPagesSettings, ExtractPagesAnswer>({
  path: '/api/extract-pages',
  files: ONE_PDF_FILE,
  defaults: defaultExtractPagesSettings,
  toQuery: extractPagesQuery,
  fromQuery: readExtractPagesQuery,
});

export const extractPagesOperation = toolOperation<ExtractPagesSettings>('document', 'extractPages');
