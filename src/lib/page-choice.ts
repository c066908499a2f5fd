// What a person chose on the Remove and Extract screens: a Page Range (Start Page, End Page) or
// Specific Pages typed as text; the page grid shows the same choice and changes it too.
import { formatPageRanges, PageRangeError, pagesInRanges, parsePageRanges } from '../contract/page-ranges';

export type PageMethod = 'range' | 'specific';

export interface PageChoice {
  method: PageMethod;
  start: string;
  end: string;
  specific: string;
}

// Nothing chosen at first: the person picks the pages, by typing or in the grid.
export const initialPageChoice: PageChoice = { method: 'range', start: '', end: '', specific: '' };

/** The pages chosen (ascending, once each), or the parser's message for what is wrong; nothing typed is no error. */
export function chosenPages(choice: PageChoice, pageCount: number): { pages: number[]; error?: string } {
  const typed = choice.method === 'specific' ? choice.specific : `${choice.start}${choice.end}`;
  if (typed.trim() === '') return { pages: [] };
  try {
    if (choice.method === 'specific') return { pages: pagesInRanges(parsePageRanges(choice.specific, pageCount)) };
    if (choice.start.trim() === '' || choice.end.trim() === '') return { pages: [], error: 'Enter a start page and an end page' };
    return { pages: pagesInRanges(parsePageRanges(`${choice.start.trim()}-${choice.end.trim()}`, pageCount)) };
  } catch (error) {
    if (error instanceof PageRangeError) return { pages: [], error: error.message };
    throw error;
  }
}

/**
 * The choice after the person changed the selection in the grid: still a Page Range when the pages
 * run without a gap, otherwise Specific Pages written out ('1-3, 5').
 */
export function choiceFromPages(choice: PageChoice, pages: Iterable<number>): PageChoice {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  if (sorted.length === 0) return { ...choice, start: '', end: '', specific: '' };
  const contiguous = sorted[sorted.length - 1] - sorted[0] === sorted.length - 1;
  if (choice.method === 'range' && contiguous) return { ...choice, start: String(sorted[0]), end: String(sorted[sorted.length - 1]) };
  return { ...choice, method: 'specific', specific: formatPageRanges(sorted) };
}

/** The contract's `pages` value: '2,4-5'. */
export function pagesQuery(pages: number[]): string {
  return formatPageRanges(pages).replace(/\s/g, '');
}

/** The contract's `pages` value as typed, for a choice made without a document (a workflow step): '2-5' or '1, 3'. */
export function typedPagesQuery(choice: PageChoice): string {
  return choice.method === 'specific' ? choice.specific.trim() : `${choice.start.trim()}-${choice.end.trim()}`.replace(/^-$/, '');
}

/** A typed `pages` value back as a choice: one range as Start and End Page, anything else as Specific Pages. */
export function choiceOfTypedPages(pages: string): PageChoice {
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(pages);
  return range ? { method: 'range', start: range[1], end: range[2], specific: '' } : { method: 'specific', start: '', end: '', specific: pages };
}
