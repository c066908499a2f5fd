// Which pages a stamp goes on: 'all', 'skip-first', or page ranges read by THE range parser.
import { pagesInRanges, parsePageRanges } from '../../../src/contract/page-ranges';
import { SettingsError } from '../../../src/contract/setting-values';

/** The 1-based pages to stamp, ascending. */
export function targetPages(pages: string, pageCount: number): number[] {
  if (pages.trim().toLowerCase() === 'skip-first') {
    if (pageCount < 2) throw new SettingsError('This document has only one page: skipping the first leaves no page to stamp.');
    return Array.from({ length: pageCount - 1 }, (_, index) => index + 2);
  }
  return pagesInRanges(parsePageRanges(pages, pageCount));
}
