// Split PDF: POST /api/split-pdf?mode=range&range=1-3,5, ?mode=every&every=N, ?mode=bookmarks&level=1|2|3,
// ?mode=size&maxMegabytes=10, ?mode=equal&parts=N, ?mode=odd-even or ?mode=blank&threshold=0.5; and
// POST /api/split-pdf/bookmarks, where the bookmarks start (the screen counts the parts before the split). The settings, their defaults and
// limits, the query both ends use, the call and its answer (one item per part).
import { filesOnlyCall, ONE_PDF_FILE, queryCall, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { BLANK_THRESHOLD, checkBlankThreshold } from './blank-page-rule';
import { checkChoice, queryNumber, SettingsError, type NumberRule } from './setting-values';

/** The spec's two modes first: range stays the default. */
export const splitModes = ['range', 'every', 'bookmarks', 'size', 'equal', 'odd-even', 'blank'] as const;
export type SplitMode = (typeof splitModes)[number];

export const bookmarkLevels = [1, 2, 3] as const;
export type BookmarkLevel = (typeof bookmarkLevels)[number];

export interface SplitSettings {
  mode: SplitMode;
  /** Page ranges, one part each (mode range); checked by the engine, which knows the page count. */
  range: string;
  /** Pages per part (mode every). */
  every: number;
  /** A new part at each bookmark of this level or above (mode bookmarks). */
  level?: BookmarkLevel;
  /** The largest a part may be, in MB of 1,048,576 bytes, as file cards count them (mode size). */
  maxMegabytes?: number;
  /** How many parts of equal page counts (mode equal). */
  parts?: number;
  /** Ink threshold in percent for a scanned separator sheet (mode blank; blank-page-rule.ts). */
  threshold?: number;
}

export const defaultSplitSettings: SplitSettings = {
  mode: 'range', range: '', every: 1, level: 1, maxMegabytes: 10, parts: 2, threshold: BLANK_THRESHOLD.defaultValue,
};

export const BYTES_PER_MEGABYTE = 1024 * 1024;
export const maxMegabytesRule = { label: 'Maximum part size (maxMegabytes)', min: 0.1, max: 2000 };
export const equalPartsRule: NumberRule = { label: 'Number of parts (parts)', min: 2, max: 1000 };
const levelRule: NumberRule = { label: 'Bookmark level (level)', min: 1, max: 3 };

/** Split every N pages: spec §5, minimum 1; an empty or non-numeric value becomes 1. Screen and API use this one rule. */
export function splitEveryValue(text: string | null): number {
  const number = Number.parseInt(text ?? '', 10);
  return Number.isFinite(number) && number >= 1 ? number : 1;
}

export function checkSplitMode(mode: string): SplitMode {
  return checkChoice(mode, splitModes, 'Mode', (value) => `Unknown split mode "${value}": use ${splitModes.slice(0, -1).join(', ')} or ${splitModes.at(-1)}.`);
}

/** A size limit in MB: a number (decimals allowed) from 0.1 to 2000. */
export function checkMaxMegabytes(value: number): number {
  const { label, min, max } = maxMegabytesRule;
  if (!Number.isFinite(value) || value < min || value > max) throw new SettingsError(`${label} must be a number of MB from ${min} to ${max}.`);
  return value;
}

function queryMegabytes(query: URLSearchParams): number {
  const text = query.get('maxMegabytes');
  if (text === null) return defaultSplitSettings.maxMegabytes!;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) throw new SettingsError(`${maxMegabytesRule.label} must be a number of MB, not "${text}".`);
  return checkMaxMegabytes(Number(text));
}

/** The screen's query: only the setting of the chosen mode travels. */
export function splitQuery({ mode, range, every, level, maxMegabytes, parts, threshold }: SplitSettings): Record<string, string> {
  switch (mode) {
    case 'range': return { mode, range };
    case 'every': return { mode, every: String(every) };
    case 'bookmarks': return { mode, level: String(level ?? defaultSplitSettings.level) };
    case 'size': return { mode, maxMegabytes: String(maxMegabytes ?? defaultSplitSettings.maxMegabytes) };
    case 'equal': return { mode, parts: String(parts ?? defaultSplitSettings.parts) };
    case 'odd-even': return { mode };
    case 'blank': return { mode, threshold: String(threshold ?? defaultSplitSettings.threshold) };
  }
}

/**
 * The handler's reader: a bad mode, level, size, number of parts or threshold is a 400 naming it; a bad `every`
 * is forgiven as 1, like the screen's field (the spec's rule).
 */
export function readSplitQuery(query: URLSearchParams): SplitSettings {
  const mode = checkSplitMode(query.get('mode') ?? defaultSplitSettings.mode);
  return {
    mode,
    range: query.get('range') ?? defaultSplitSettings.range,
    every: splitEveryValue(query.get('every')),
    level: queryNumber(query, 'level', defaultSplitSettings.level!, levelRule) as BookmarkLevel,
    maxMegabytes: queryMegabytes(query),
    parts: queryNumber(query, 'parts', defaultSplitSettings.parts!, equalPartsRule),
    threshold: query.has('threshold') ? checkBlankThreshold(query.get('threshold')!) : defaultSplitSettings.threshold,
  };
}

/** What the split found beyond its parts. */
export interface SplitFacts {
  /** Parts (0-based, in output order) that are one page larger than the size limit on its own: pages are never split. */
  overLimitParts: number[];
}

/** The answer: one item per part; in mode size, a part that is one page over the limit says so. */
export type SplitAnswerItem = ResultItem & { overLimit?: true };
export type SplitAnswer = SplitAnswerItem[];

export const splitPdfCall = queryCall<SplitSettings, SplitAnswer>({
  path: '/api/split-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultSplitSettings,
  toQuery: splitQuery,
  fromQuery: readSplitQuery,
});

/** The engine gets the settings as read; it checks the range and the parts against the page count itself. */
export const splitPdfOperation = toolOperation<SplitSettings, SplitFacts>('document', 'splitPdf');

/** A bookmark that leads to a page of the document. */
export interface BookmarkStart {
  title: string;
  /** 1 for a top-level bookmark, 2 for its children, and so on (down to 3). */
  level: number;
  /** 1-based. */
  page: number;
}

export interface SplitBookmarksAnswer {
  /** In outline order; empty for a PDF without bookmarks that lead to its pages. */
  starts: BookmarkStart[];
}

/**
 * The first pages (1-based, ascending) of the parts a split at bookmarks of `level` or above makes:
 * each such bookmark's page, and page 1 for the pages before the first. None without such bookmarks.
 */
export function bookmarkPartStarts(starts: readonly BookmarkStart[], level: number): number[] {
  const pages = [...new Set(starts.filter((start) => start.level <= level).map((start) => start.page))].sort((a, b) => a - b);
  return pages.length === 0 || pages[0] === 1 ? pages : [1, ...pages];
}

/** Where the bookmarks start, so the screen can count the parts, or say there are none, before the split. */
export const splitBookmarksCall = filesOnlyCall<SplitBookmarksAnswer>({ path: '/api/split-pdf/bookmarks', files: ONE_PDF_FILE });

export const splitBookmarksOperation = toolOperation<NoSettings, SplitBookmarksAnswer>('document', 'splitBookmarks');
