// Alternate merge: POST /api/alternate-merge-pdf?reverse=2, every `file` field in the user's order.
// The pages are taken one from each file in turn (fronts and backs of a double-sided scan); the files
// named in `reverse` (1-based positions) are read from their last page. One PDF comes back.
import { MANY_PDF_FILES, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { SettingsError } from './setting-values';

export interface AlternateMergeSettings {
  /** 1-based positions of the files taken last page first: a scanner feeds the backs in reverse. */
  reverse: number[];
}

export const defaultAlternateMergeSettings: AlternateMergeSettings = { reverse: [2] };

/** Said before the run (the screen) and by the engine: one file has nothing to alternate with. */
export const alternateMergeNeedsTwoFiles = 'Alternate merge needs at least two files: add the file with the other sides';

export function alternateMergeQuery({ reverse }: AlternateMergeSettings): Record<string, string> {
  return { reverse: reverse.join(',') };
}

export function readAlternateMergeQuery(query: URLSearchParams): AlternateMergeSettings {
  const text = query.get('reverse');
  if (text === null) return defaultAlternateMergeSettings;
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part) || Number(part) < 1)) {
    throw new SettingsError(`Reverse must list file positions from 1, such as 2 or 1,3, not "${text}".`);
  }
  return { reverse: [...new Set(parts.map(Number))].sort((a, b) => a - b) };
}

/** What the merge did, for the screen to word: each file's pages, and how many pages alternated before one file ran out. */
export interface AlternateMergeFacts {
  pageCounts: number[];
  /** Pages taken in turn while every file still had pages; the rest came from the longer files alone. */
  alternatedPages: number;
}

/** The answer: one item, the interleaved PDF, with what the merge did. */
export type AlternateMergeAnswer = Array<ResultItem & AlternateMergeFacts>;

export const alternateMergePdfCall = queryCall<AlternateMergeSettings, AlternateMergeAnswer>({
  path: '/api/alternate-merge-pdf',
  files: MANY_PDF_FILES,
  defaults: defaultAlternateMergeSettings,
  toQuery: alternateMergeQuery,
  fromQuery: readAlternateMergeQuery,
});

export const alternateMergePdfOperation = toolOperation<AlternateMergeSettings, AlternateMergeFacts>('document', 'alternateMergePdf');
