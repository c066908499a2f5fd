// Compare two PDFs: POST /api/compare-pdf with two `file` fields (the first is "before", the second
// "after"; each may have its `password-<n>`). Pages are paired by position. The answer lists the
// differences as facts, each with its page and its boxes in the editor's page coordinates (points from
// the top-left of the page as shown) on each side; the screen words them.
import { engineOperation } from './engine-operation';
import type { Box } from './edit-pdf';
import type { NamedPdf } from './named-pdf';

/** Pages compared, from the start of both files; the rest is left out (the answer says so). */
export const COMPARE_MAX_PAGES = 300;
/** Differences listed; a pair of files that differ everywhere stops there (the answer says so). */
export const COMPARE_MAX_DIFFERENCES = 2000;

/** Words of one file in a text difference: the words, and their boxes merged line by line. */
export interface ComparedWords {
  words: string[];
  boxes: Box[];
}

export type CompareDifference =
  /** Words only in the second file, or only in the first, or a run of the first replaced by a run of the second. */
  | { kind: 'added'; page: number; after: ComparedWords }
  | { kind: 'removed'; page: number; before: ComparedWords }
  | { kind: 'changed'; page: number; before: ComparedWords; after: ComparedWords }
  /** Drawn content (images, lines, fills) that differs where no text does: the regions on the page. */
  | { kind: 'drawing'; page: number; boxes: Box[] }
  /** The page exists in one file only (`page` counts in the file that has it). */
  | { kind: 'page-added'; page: number }
  | { kind: 'page-removed'; page: number }
  /** The paired pages differ in size (points): their drawings are not compared. */
  | { kind: 'page-size'; page: number; before: { width: number; height: number }; after: { width: number; height: number } };

export type CompareDifferenceKind = CompareDifference['kind'];

export interface CompareAnswer {
  pagesBefore: number;
  pagesAfter: number;
  differences: CompareDifference[];
  /** Pages beyond COMPARE_MAX_PAGES, or differences beyond COMPARE_MAX_DIFFERENCES, were left out. */
  truncated: boolean;
}

export const comparePdfOperation = engineOperation<{ before: NamedPdf; after: NamedPdf }, CompareAnswer>('document', 'comparePdf');
