// Split PDF: POST /api/split-pdf?mode=range&range=1-3,5 or ?mode=every&every=N. The settings, their
// defaults and limits, the query both ends use, the call and its answer (one item per part).
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { checkChoice } from './setting-values';

export const splitModes = ['range', 'every'] as const;
export type SplitMode = (typeof splitModes)[number];

export interface SplitSettings {
  mode: SplitMode;
  /** Page ranges, one part each (mode range); checked by the engine, which knows the page count. */
  range: string;
  /** Pages per part (mode every). */
  every: number;
}

export const defaultSplitSettings: SplitSettings = { mode: 'range', range: '', every: 1 };

/** Split every N pages: spec §5, minimum 1; an empty or non-numeric value becomes 1. Screen and API use this one rule. */
export function splitEveryValue(text: string | null): number {
  const number = Number.parseInt(text ?? '', 10);
  return Number.isFinite(number) && number >= 1 ? number : 1;
}

export function checkSplitMode(mode: string): SplitMode {
  return checkChoice(mode, splitModes, 'Mode', (value) => `Unknown split mode "${value}": use range or every.`);
}

/** The screen's query: only the setting of the chosen mode travels. */
export function splitQuery({ mode, range, every }: SplitSettings): Record<string, string> {
  return mode === 'range' ? { mode, range } : { mode, every: String(every) };
}

/** The handler's reader: a bad mode is a 400; a bad `every` is forgiven as 1, like the screen's field. */
export function readSplitQuery(query: URLSearchParams): SplitSettings {
  return {
    mode: checkSplitMode(query.get('mode') ?? defaultSplitSettings.mode),
    range: query.get('range') ?? defaultSplitSettings.range,
    every: splitEveryValue(query.get('every')),
  };
}

/** The answer: one item per part. */
export type SplitAnswer = ResultItem[];

export const splitPdfCall = queryCall<SplitSettings, SplitAnswer>({
  path: '/api/split-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultSplitSettings,
  toQuery: splitQuery,
  fromQuery: readSplitQuery,
});

/** The engine gets the settings as read; it checks the range against the page count itself. */
export const splitPdfOperation = toolOperation<SplitSettings>('document', 'splitPdf');
