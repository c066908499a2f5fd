// Find text for redaction: POST /api/find-text?mode=words&text=… (or mode=email, mode=number).
// The answer lists each match with its page and box, in the editor's page coordinates (points from
// the top-left of the page as shown), ready to become redaction marks after the person reviews them.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import { checkChoice, SettingsError } from './setting-values';
import type { Box } from './edit-pdf';

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

/** What a search may ask at all: a known mode, words of a bounded length (the handler refuses the rest before reading the file). */
function checkFindRequest(query: FindTextQuery): FindTextQuery {
  checkChoice(query.mode, FIND_MODES, 'Search mode');
  if (query.text.length > FIND_TEXT_MAX_LENGTH) throw new SettingsError(`Search for at most ${FIND_TEXT_MAX_LENGTH} characters.`);
  return query;
}

/** The one check of a search the engine runs: the request's, and words to find in mode 'words'. */
export function checkFindQuery(query: FindTextQuery): FindTextQuery {
  checkFindRequest(query);
  if (query.mode === 'words' && query.text.trim() === '') throw new SettingsError('Enter the words to find.');
  return query;
}

/**
 * The handler's reader. A search for no words is refused by the engine's check (a 400 in the same
 * words): the screen's defaults have none until the person types them.
 */
export function readFindQuery(query: URLSearchParams): FindTextQuery {
  return checkFindRequest({ mode: (query.get('mode') ?? 'words') as FindMode, text: query.get('text') ?? '' });
}

export function findQueryParams(query: FindTextQuery): Record<string, string> {
  return { mode: query.mode, text: query.text };
}

export const defaultFindQuery: FindTextQuery = { mode: 'words', text: '' };

export const findTextCall = queryCall<FindTextQuery, FindTextAnswer>({
  path: '/api/find-text',
  files: ONE_PDF_FILE,
  defaults: defaultFindQuery,
  toQuery: findQueryParams,
  fromQuery: readFindQuery,
});

/** Reads the file, writes nothing: the matches are its facts. */
export const findTextOperation = toolOperation<FindTextQuery, FindTextAnswer>('document', 'findText');
