// The page groups of the splits that need only the page count: every N pages, N equal parts, odd and even.
import { EngineError } from '../../../src/contract/errors';
import { pagesOf } from './page-range-params';

export function everyNPages(pageCount: number, every: number): number[][] {
  if (!Number.isInteger(every) || every < 1) throw new EngineError('bad-params', 'Split every N pages needs a whole number of at least 1.');
  const groups: number[][] = [];
  for (let first = 1; first <= pageCount; first += every) {
    groups.push(pagesOf({ first, last: Math.min(pageCount, first + every - 1) }));
  }
  return groups;
}

/** `parts` runs of pages whose lengths differ by at most one, the longer ones first. */
export function equalParts(pageCount: number, parts: number): number[][] {
  if (!Number.isInteger(parts) || parts < 1) throw new EngineError('bad-params', 'Split into equal parts needs a whole number of parts.');
  if (parts > pageCount) {
    throw new EngineError('bad-params', `This PDF has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}: it cannot be split into ${parts} parts.`);
  }
  const shortLength = Math.floor(pageCount / parts);
  const longParts = pageCount % parts;
  const groups: number[][] = [];
  for (let index = 0, first = 1; index < parts; index += 1) {
    const length = shortLength + (index < longParts ? 1 : 0);
    groups.push(pagesOf({ first, last: first + length - 1 }));
    first += length;
  }
  return groups;
}

/** The odd pages, then the even pages (none for a one-page file). */
export function oddAndEvenPages(pageCount: number): { odd: number[]; even: number[] } {
  const pages = pagesOf({ first: 1, last: pageCount });
  return { odd: pages.filter((page) => page % 2 === 1), even: pages.filter((page) => page % 2 === 0) };
}

/**
 * The runs of pages between separator pages, the separators left out: a scanned stack of documents
 * with a blank sheet between each. Several separators in a row (a sheet scanned on both sides) end
 * one run; separators at the start or the end end none.
 */
export function runsBetweenSeparators(pageCount: number, separators: readonly number[]): number[][] {
  const separator = new Set(separators);
  const runs: number[][] = [[]];
  for (let page = 1; page <= pageCount; page += 1) {
    if (separator.has(page)) {
      if (runs.at(-1)!.length > 0) runs.push([]);
    } else {
      runs.at(-1)!.push(page);
    }
  }
  return runs.filter((run) => run.length > 0);
}
