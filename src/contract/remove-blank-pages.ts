// Remove blank pages: POST /api/remove-blank-pages/detect (what each page holds, as facts), then
// POST /api/remove-blank-pages?threshold=0.5&pages=3,7 (the PDF without those pages; without `pages`,
// without the pages found blank at the threshold). The rule that makes a page blank is shared, so the
// screen marks the same pages the engine removes while the person moves the threshold
// (blank-page-rule.ts, shared with Split PDF's split at blank separator pages).
import { filesOnlyCall, ONE_PDF_FILE, queryCall, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { BLANK_THRESHOLD, checkBlankThreshold, type PageContentFacts } from './blank-page-rule';

export interface BlankPagesAnswer {
  pages: PageContentFacts[];
}

export interface RemoveBlankPagesSettings {
  /** Percent of the page, BLANK_THRESHOLD's range, one decimal. */
  threshold: number;
  /** The pages to remove as the person marked them ('3, 7'); empty: the pages found blank at the threshold. */
  pages: string;
}

export const defaultRemoveBlankPagesSettings: RemoveBlankPagesSettings = { threshold: BLANK_THRESHOLD.defaultValue, pages: '' };

export function removeBlankPagesQuery({ threshold, pages }: RemoveBlankPagesSettings): Record<string, string> {
  return pages === '' ? { threshold: String(threshold) } : { threshold: String(threshold), pages };
}

export function readRemoveBlankPagesQuery(query: URLSearchParams): RemoveBlankPagesSettings {
  const threshold = query.get('threshold');
  return {
    threshold: threshold === null ? BLANK_THRESHOLD.defaultValue : checkBlankThreshold(threshold),
    pages: query.get('pages') ?? '',
  };
}

/** Each page's facts; the screen marks the blank ones before anything is removed. */
export const detectBlankPagesCall = filesOnlyCall<BlankPagesAnswer>({ path: '/api/remove-blank-pages/detect', files: ONE_PDF_FILE });

export const detectBlankPagesOperation = toolOperation<NoSettings, BlankPagesAnswer>('document', 'detectBlankPages');

export interface RemovedBlankPages {
  /** The 1-based pages taken out (none: the copy has every page). */
  removed: number[];
}

/** The answer: one item, the PDF without the blank pages. */
export type RemoveBlankPagesAnswer = ResultItem[];

export const removeBlankPagesCall = queryCall<RemoveBlankPagesSettings, RemoveBlankPagesAnswer>({
  path: '/api/remove-blank-pages',
  files: ONE_PDF_FILE,
  defaults: defaultRemoveBlankPagesSettings,
  toQuery: removeBlankPagesQuery,
  fromQuery: readRemoveBlankPagesQuery,
});

export const removeBlankPagesOperation = toolOperation<RemoveBlankPagesSettings, RemovedBlankPages>('document', 'removeBlankPages');
