import { PageRangeError, parsePageRanges } from '../../contract/page-ranges';
import { splitEveryValue, type SplitMode } from '../../contract/split-pdf';

/** How many files the settings make, or the parser's message for a range that cannot be used. */
export function splitFileCount(mode: SplitMode, range: string, every: string, pageCount: number): { count: number; error?: string } {
  if (mode === 'every') return { count: Math.ceil(pageCount / splitEveryValue(every)) };
  // Nothing typed yet is not a mistake: the screen asks for ranges instead of showing an error.
  if (range.trim() === '') return { count: 0 };
  try {
    return { count: parsePageRanges(range, pageCount).length };
  } catch (error) {
    if (error instanceof PageRangeError) return { count: 0, error: error.message };
    throw error;
  }
}
