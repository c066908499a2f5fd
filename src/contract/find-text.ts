// Find text for redaction: POST /api/find-text?mode=words&text=… (or mode=email, mode=number).
// The answer lists each match with its page and box, in the editor's page coordinates (points from
// the top-left of the page as shown), ready to become redaction marks after the person reviews them.
import { checkChoice, SettingsError } from './setting-values';
import { engineOperation } from './engine-operation';
import type { Box } from './edit-pdf';
import type { NamedPdf } from './named-pdf';

export const FIND_MODES = ['words', 'email', 'number'] as const;
export type FindMode = (typeof FIND_MODES)[number];

export interface FindTextQuery {
  mode: FindMode;
  /** The words to find (mode 'words'); ignored by the patterns. */
  text: string;
}

export const MAX_MATCHES = 5000;
export const FIND_TEXT_MAX_LENGTH = 200;

export interface TextMatch {
  page: number;
  text: string;
  box: Box;
}

export interface FindTextAnswer {
  matches: TextMatch[];
  /** More matches than MAX_MATCHES were found; only the first are listed. */
  truncated: boolean;
}

export function checkFindQuery(query: FindTextQuery): FindTextQuery {
  checkChoice(query.mode, FIND_MODES, 'Search mode');
  if (query.mode === 'words' && query.text.trim() === '') throw new SettingsError('Enter the words to find.');
  if (query.text.length > FIND_TEXT_MAX_LENGTH) throw new SettingsError(`Search for at most ${FIND_TEXT_MAX_LENGTH} characters.`);
  return query;
}

export function readFindQuery(query: URLSearchParams): FindTextQuery {
  return checkFindQuery({ mode: (query.get('mode') ?? 'words') as FindMode, text: query.get('text') ?? '' });
}

export function findQueryParams(query: FindTextQuery): Record<string, string> {
  return { mode: query.mode, text: query.text };
}

export const findTextOperation = engineOperation<{ file: NamedPdf; query: FindTextQuery }, FindTextAnswer>('document', 'findText');
