// Pairs the pages of two versions of a document by their content, so a page inserted or removed
// near the start does not make every later page look changed. Each page's text becomes a set of word
// shingles (runs of three words); two pages are alike by the Dice coefficient of their sets. Pages
// without text are alike by the correlation of their small renders (page-picture.ts), and only when
// nearly the same picture. The pairing keeps both files' order and makes the sum of likeness as large
// as it can (the longest common subsequence, weighted), pairing only pages alike enough. Between two
// such anchors, the pages left over on both sides (rewritten pages, blank pages) pair by position;
// what is still left is a page added or removed.
import type { PageRow } from '../../../src/contract/compare-pdf';
import { pictureLikeness } from './page-picture';

const SHINGLE_WORDS = 3;
// Dice coefficient at or above which two pages may be paired by content: a page that kept a quarter
// of its text (or grew by a whole new half) still meets its old self.
const MIN_LIKENESS = 0.25;
// Correlation at or above which two pages without text may be paired: the same picture, give or
// take a changed detail (two unrelated scans or photos correlate far below it).
const MIN_PICTURE_LIKENESS = 0.9;

/** What a page is recognised by: its word shingles, or for a page without words its picture (page-picture.ts). */
export interface PageFingerprint {
  shingles: Set<string>;
  picture?: Float64Array;
}

/** The word shingles of a page's text; empty for a page without words. */
export function pageShingles(words: string[]): Set<string> {
  const shingles = new Set<string>();
  if (words.length > 0 && words.length < SHINGLE_WORDS) shingles.add(words.join(' '));
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start += 1) shingles.add(words.slice(start, start + SHINGLE_WORDS).join(' '));
  return shingles;
}

/** likeness[i][j] for the pairs of pages sharing a shingle (the others are 0), through an index of the second file's shingles. */
function likenessOf(before: Set<string>[], after: Set<string>[]): Map<number, number>[] {
  const pagesOf = new Map<string, number[]>();
  after.forEach((shingles, page) => shingles.forEach((shingle) => {
    const pages = pagesOf.get(shingle);
    if (pages) pages.push(page);
    else pagesOf.set(shingle, [page]);
  }));
  return before.map((shingles) => {
    const shared = new Map<number, number>();
    shingles.forEach((shingle) => pagesOf.get(shingle)?.forEach((page) => shared.set(page, (shared.get(page) ?? 0) + 1)));
    const likeness = new Map<number, number>();
    shared.forEach((count, page) => likeness.set(page, (2 * count) / (shingles.size + after[page].size)));
    return likeness;
  });
}

/** The rows of the side-by-side view (0-based here: the caller numbers them), in both files' order. */
export function pairPages(before: PageFingerprint[], after: PageFingerprint[]): { before?: number; after?: number }[] {
  const likeness = likenessOf(before.map(({ shingles }) => shingles), after.map(({ shingles }) => shingles));
  const [rows, columns] = [before.length, after.length];
  const width = columns + 1;
  // best[i][j]: the largest sum of likeness pairing before[i..] with after[j..].
  const best = new Float64Array((rows + 1) * width);
  const alike = (i: number, j: number) => {
    const [one, other] = [before[i].picture, after[j].picture];
    if (one && other) {
      const value = pictureLikeness(one, other);
      return value >= MIN_PICTURE_LIKENESS ? value : 0;
    }
    const value = likeness[i].get(j) ?? 0;
    return value >= MIN_LIKENESS ? value : 0;
  };
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      const pair = alike(i, j);
      best[i * width + j] = Math.max(pair > 0 ? best[(i + 1) * width + j + 1] + pair : 0, best[(i + 1) * width + j], best[i * width + j + 1]);
    }
  }
  const anchors: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < rows && j < columns) {
    const pair = alike(i, j);
    if (pair > 0 && best[i * width + j] === best[(i + 1) * width + j + 1] + pair) {
      anchors.push([i, j]);
      i += 1;
      j += 1;
    } else if (best[(i + 1) * width + j] >= best[i * width + j + 1]) i += 1;
    else j += 1;
  }
  const pairs: { before?: number; after?: number }[] = [];
  let [nextBefore, nextAfter] = [0, 0];
  for (const [anchorBefore, anchorAfter] of [...anchors, [rows, columns] as [number, number]]) {
    // The gap before this anchor: by position, then the pages one side has left.
    while (nextBefore < anchorBefore && nextAfter < anchorAfter) pairs.push({ before: nextBefore++, after: nextAfter++ });
    while (nextBefore < anchorBefore) pairs.push({ before: nextBefore++ });
    while (nextAfter < anchorAfter) pairs.push({ after: nextAfter++ });
    if (anchorBefore < rows) pairs.push({ before: nextBefore++, after: nextAfter++ });
  }
  return pairs;
}

/** The same rows, numbered from 1 as the answer counts pages. */
export function numberedRows(pairs: { before?: number; after?: number }[]): PageRow[] {
  return pairs.map(({ before, after }) => (before === undefined ? { after: after! + 1 } : after === undefined ? { before: before + 1 } : { before: before + 1, after: after + 1 }));
}
