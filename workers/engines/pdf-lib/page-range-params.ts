import { PageRangeError, pagesInRanges, parsePageRanges, type PageRange } from '../../../src/contract/page-ranges';
import { EngineError } from '../../../src/contract/errors';

/** The shared parser's ranges, with its message turned into a bad-params error for the contract. */
export function rangesOrBadParams(text: string, pageCount: number): PageRange[] {
  try {
    return parsePageRanges(text, pageCount);
  } catch (error) {
    if (error instanceof PageRangeError) throw new EngineError('bad-params', error.message);
    throw error;
  }
}

/** Every page the text names, once each, ascending. */
export function pagesOrBadParams(text: string, pageCount: number): number[] {
  return pagesInRanges(rangesOrBadParams(text, pageCount));
}

/** first..last, inclusive. */
export function pagesOf({ first, last }: PageRange): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
