// Add blank pages: POST /api/add-blank-pages?position=after-every, or position=after-pages&pages=2,5,
// position=before-first, position=to-multiple&multiple=4. Each blank page takes the size of the page
// it follows (the first page's when it comes first). The pages can only be checked against the file:
// a bad page is the engine's 400.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { pagesInRanges, parsePageRanges } from './page-ranges';
import { checkNumber, queryChoice, queryNumber, type NumberRule } from './setting-values';

export const blankPositions = ['after-every', 'after-pages', 'before-first', 'to-multiple'] as const;
export type BlankPosition = (typeof blankPositions)[number];

export interface AddBlankPagesSettings {
  position: BlankPosition;
  /** Page-range text: a blank page after each of these pages (position after-pages). */
  pages: string;
  /** Blank pages at the end until the page count is a multiple of this (position to-multiple). */
  multiple: number;
}

export const blankMultipleRule: NumberRule = { label: 'Multiple', min: 2, max: 64 };

export const defaultAddBlankPagesSettings: AddBlankPagesSettings = { position: 'after-every', pages: '', multiple: 4 };

export function addBlankPagesQuery({ position, pages, multiple }: AddBlankPagesSettings): Record<string, string> {
  return { position, pages, multiple: String(multiple) };
}

export function readAddBlankPagesQuery(query: URLSearchParams): AddBlankPagesSettings {
  const defaults = defaultAddBlankPagesSettings;
  return {
    position: queryChoice(query, 'position', defaults.position, blankPositions, 'Position'),
    pages: query.get('pages') ?? defaults.pages,
    multiple: queryNumber(query, 'multiple', defaults.multiple, blankMultipleRule),
  };
}

/**
 * Where the blank pages go, as positions among the pages (0-based: a blank page before that page; the
 * page count for the end). The screen counts them, the engine places them; a page the file does not
 * have throws PageRangeError, a bad multiple SettingsError.
 */
export function blankPagePositions({ position, pages, multiple }: AddBlankPagesSettings, pageCount: number): number[] {
  switch (position) {
    case 'after-every':
      return Array.from({ length: pageCount }, (_, index) => index + 1);
    case 'after-pages':
      return pagesInRanges(parsePageRanges(pages, pageCount));
    case 'before-first':
      return [0];
    case 'to-multiple': {
      const checked = checkNumber(multiple, blankMultipleRule);
      return Array.from({ length: (checked - (pageCount % checked)) % checked }, () => pageCount);
    }
  }
}

/** What was added, for the screen to word ('4 blank pages added'; none when the count was already a multiple). */
export interface AddBlankPagesFacts {
  blankPages: number;
}

/** The answer: one item, the PDF with its blank pages, and how many were added. */
export type AddBlankPagesAnswer = Array<ResultItem & AddBlankPagesFacts>;

export const addBlankPagesCall = queryCall<AddBlankPagesSettings, AddBlankPagesAnswer>({
  path: '/api/add-blank-pages',
  files: ONE_PDF_FILE,
  defaults: defaultAddBlankPagesSettings,
  toQuery: addBlankPagesQuery,
  fromQuery: readAddBlankPagesQuery,
});

export const addBlankPagesOperation = toolOperation<AddBlankPagesSettings, AddBlankPagesFacts>('document', 'addBlankPages');
