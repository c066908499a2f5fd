// The one page-range parser: screens use it to check what a person typed and to keep a page
// selection in sync with the text; engines use it to resolve the same text against the real
// page count. Pure code with no DOM, so the workers can import it too.

/** An inclusive run of 1-based page numbers. */
export interface PageRange {
  first: number;
  last: number;
}

/** A range text that cannot be applied; the message names the bad part, for the person to fix. */
export class PageRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageRangeError';
  }
}

const PART = /^(\d+)(?:\s*-\s*(\d+|end)?)?$/i;

/**
 * Reads '1-3, 5', '7-9', '3-' or '3-end' (to the last page) and 'all', 1-based, against a
 * document of `pageCount` pages. Ranges keep the order and overlaps they were typed with, so
 * split can make one file per range; use `pagesInRanges` for a plain set of pages.
 */
export function parsePageRanges(text: string, pageCount: number): PageRange[] {
  const trimmed = text.trim();
  if (trimmed === '') throw new PageRangeError('Enter the pages to use, for example 1-3, 5');
  if (trimmed.toLowerCase() === 'all') return [{ first: 1, last: pageCount }];
  return trimmed.split(',').map((part) => parsePart(part.trim(), pageCount));
}

function parsePart(part: string, pageCount: number): PageRange {
  if (part === '') throw new PageRangeError('There is an empty entry between two commas');
  if (part.toLowerCase() === 'all') return { first: 1, last: pageCount };
  const match = PART.exec(part);
  if (!match) throw new PageRangeError(`"${part}" is not a page or a range (examples: 5, 1-3, 8-end)`);
  const first = Number(match[1]);
  const open = match[2] === undefined && part.includes('-');
  const last = open || match[2]?.toLowerCase() === 'end' ? pageCount : Number(match[2] ?? match[1]);
  if (first < 1 || last < 1) throw new PageRangeError(`"${part}": page numbers start at 1`);
  if (first > last) throw new PageRangeError(`"${part}" runs backwards: write ${last}-${first}`);
  const missing = first > pageCount ? first : last > pageCount ? last : undefined;
  if (missing !== undefined) {
    throw new PageRangeError(`Page ${missing} does not exist: this document has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`);
  }
  return { first, last };
}

/** Every page the ranges name, once each, in ascending order. */
export function pagesInRanges(ranges: PageRange[]): number[] {
  const pages = new Set<number>();
  for (const { first, last } of ranges) for (let page = first; page <= last; page += 1) pages.add(page);
  return [...pages].sort((a, b) => a - b);
}

/** The shortest text for a set of pages: [1, 2, 3, 5, 7, 8] → '1-3, 5, 7-8'. */
export function formatPageRanges(pages: Iterable<number>): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1;
    parts.push(end === index ? `${sorted[index]}` : `${sorted[index]}-${sorted[end]}`);
    index = end + 1;
  }
  return parts.join(', ');
}
