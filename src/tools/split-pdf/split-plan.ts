import { PageRangeError, parsePageRanges } from '../../lib/page-ranges';

export type SplitMode = 'range' | 'every';

/** Spec: every N has a minimum of 1; an empty or non-numeric value becomes 1. */
export function everyValue(text: string): number {
  const number = Number.parseInt(text, 10);
  return Number.isFinite(number) && number >= 1 ? number : 1;
}

/** How many files the settings make, or the parser's message for a range that cannot be used. */
export function splitFileCount(mode: SplitMode, range: string, every: string, pageCount: number): { count: number; error?: string } {
  if (mode === 'every') return { count: Math.ceil(pageCount / everyValue(every)) };
  // Nothing typed yet is not a mistake: the screen asks for ranges instead of showing an error.
  if (range.trim() === '') return { count: 0 };
  try {
    return { count: parsePageRanges(range, pageCount).length };
  } catch (error) {
    if (error instanceof PageRangeError) return { count: 0, error: error.message };
    throw error;
  }
}
