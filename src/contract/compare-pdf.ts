// Compare two PDFs: POST /api/compare-pdf with two `file` fields (the first is "before", the second
// "after"; each may have its `password-<n>`). Pages are paired by their content, so a page inserted or
// removed is one difference and the pages after it still meet their counterparts. The answer lists
// the page pairs (the rows of the side-by-side view) and the differences as facts, each with its
// pages and its boxes in the editor's page coordinates (points from the top-left of the page as
// shown) on each side; the screen words them.
import { filesOnlyCall, MANY_PDF_FILES, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { Box } from './edit-pdf';

/** Pages compared, from the start of both files; the rest is left out (the answer says so). */
export const COMPARE_MAX_PAGES = 300;
/** Differences listed; a pair of files that differ everywhere stops there (the answer says so). */
export const COMPARE_MAX_DIFFERENCES = 2000;

/** Words of one file in a text difference: the words, and their boxes merged line by line. */
export interface ComparedWords {
  words: string[];
  boxes: Box[];
}

/** A page of the first file and the page of the second it was paired with (1-based). */
export interface PairedPages {
  before: number;
  after: number;
}

/** One row of the side-by-side view: paired pages, or a page only one file has. */
export type PageRow = PairedPages | { before: number; after?: undefined } | { before?: undefined; after: number };

export type CompareDifference =
  /** Words only in the second file, or only in the first, or a run of the first replaced by a run of the second. */
  | { kind: 'added'; pages: PairedPages; after: ComparedWords }
  | { kind: 'removed'; pages: PairedPages; before: ComparedWords }
  | { kind: 'changed'; pages: PairedPages; before: ComparedWords; after: ComparedWords }
  /** Drawn content (images, lines, fills, also under unchanged words) that differs: the regions on the page. */
  | { kind: 'drawing'; pages: PairedPages; boxes: Box[] }
  /** A page only the second file has (`page` counts in the second file). */
  | { kind: 'page-added'; page: number }
  /** A page only the first file has (`page` counts in the first file). */
  | { kind: 'page-removed'; page: number }
  /** The paired pages differ in size (points): their drawings are not compared. */
  | { kind: 'page-size'; pages: PairedPages; before: { width: number; height: number }; after: { width: number; height: number } };

export type CompareDifferenceKind = CompareDifference['kind'];

export interface CompareAnswer {
  pagesBefore: number;
  pagesAfter: number;
  /** The pages compared, in reading order of both files. */
  rows: PageRow[];
  differences: CompareDifference[];
  /** Pages beyond COMPARE_MAX_PAGES, or differences beyond COMPARE_MAX_DIFFERENCES, were left out. */
  truncated: boolean;
}

/** Two files in one request: the first is "before", the second "after". */
export const comparePdfCall = filesOnlyCall<CompareAnswer>({ path: '/api/compare-pdf', files: MANY_PDF_FILES });

/** Reads both files, writes nothing: the differences are its facts. */
export const comparePdfOperation = toolOperation<NoSettings, CompareAnswer>('document', 'comparePdf');
