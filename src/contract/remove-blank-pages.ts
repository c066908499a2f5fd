// Remove blank pages: POST /api/remove-blank-pages/detect (what each page holds, as facts), then
// POST /api/remove-blank-pages?threshold=0.5&pages=3,7 (the PDF without those pages; without `pages`,
// without the pages found blank at the threshold). The rule that makes a page blank is here, so the
// screen marks the same pages the engine removes while the person moves the threshold.
import { filesOnlyCall, ONE_PDF_FILE, queryCall, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { SettingsError } from './setting-values';

/** What one page holds, found by running it and rendering it in grey at a low resolution. */
export interface PageContentFacts {
  /** 1-based. */
  page: number;
  /** Visible text (invisible OCR text does not count). */
  hasText: boolean;
  /** Filled or stroked paths, shadings. */
  hasDrawing: boolean;
  hasImage: boolean;
  /** The largest image covers at least half the page: a scan, judged by its ink. */
  scanned: boolean;
  /** Share (0–1) of the page's inner area that is dark ink in dense clusters (scanner specks left out). */
  ink: number;
  /** Any pixel of the page is visibly off-white (a drawing in white paints nothing). */
  marked: boolean;
}

export interface BlankPagesAnswer {
  pages: PageContentFacts[];
}

/** Ink threshold in percent of the page: a scanned page with less ink is blank. */
export const BLANK_THRESHOLD = { label: 'Ink threshold', min: 0, max: 5, step: 0.1, defaultValue: 0.5 } as const;

/**
 * A page is blank when it holds nothing visible: no text and nothing drawn that leaves a mark. A
 * scan (an image over most of the page) always leaves marks, so it is blank when its ink is under
 * the threshold. Text always counts as content, however little.
 */
export function isBlankPage(facts: PageContentFacts, thresholdPercent: number): boolean {
  if (facts.hasText) return false;
  if (facts.scanned) return facts.ink * 100 < thresholdPercent;
  return !facts.marked;
}

/** The 1-based pages that are blank at the threshold. */
export function blankPages(pages: PageContentFacts[], thresholdPercent: number): number[] {
  return pages.filter((facts) => isBlankPage(facts, thresholdPercent)).map((facts) => facts.page);
}

export interface RemoveBlankPagesSettings {
  /** Percent of the page, BLANK_THRESHOLD's range, one decimal. */
  threshold: number;
  /** The pages to remove as the person marked them ('3, 7'); empty: the pages found blank at the threshold. */
  pages: string;
}

export const defaultRemoveBlankPagesSettings: RemoveBlankPagesSettings = { threshold: BLANK_THRESHOLD.defaultValue, pages: '' };

/** A threshold inside the range, kept to one decimal; anything else is a 400 naming the range. */
export function checkBlankThreshold(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < BLANK_THRESHOLD.min || value > BLANK_THRESHOLD.max) {
    throw new SettingsError(`${BLANK_THRESHOLD.label} must be a number from ${BLANK_THRESHOLD.min} to ${BLANK_THRESHOLD.max} (percent of the page).`);
  }
  return Math.round(value * 10) / 10;
}

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
