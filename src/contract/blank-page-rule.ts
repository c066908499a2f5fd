// What makes a page blank: the facts MuPDF finds on a page and the ink threshold that judges a
// scan. Remove blank pages marks and removes such pages; Split PDF splits at them (separator sheets).
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

/** A threshold inside the range, kept to one decimal; anything else is a 400 naming the range. */
export function checkBlankThreshold(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < BLANK_THRESHOLD.min || value > BLANK_THRESHOLD.max) {
    throw new SettingsError(`${BLANK_THRESHOLD.label} must be a number from ${BLANK_THRESHOLD.min} to ${BLANK_THRESHOLD.max} (percent of the page).`);
  }
  return Math.round(value * 10) / 10;
}
