import type { PDFDocument } from 'pdf-lib';
import { EngineError } from '../../../src/contract/errors';
import { fileNameTitle, fileStem } from '../../../src/contract/output-names';
import { bookmarkPartStarts } from '../../../src/contract/split-pdf';
import { bookmarkStarts } from './bookmark-starts';
import type { PartPlan } from './page-parts';

export const NO_BOOKMARKS_MESSAGE = 'This PDF has no bookmarks to split at. Split it by range, every N pages, size, equal parts or odd and even pages instead.';

/**
 * One part from each bookmark of `level` or above to the next, the pages before the first bookmark a
 * part of their own. Several bookmarks on one page start one part, named after the first of them.
 * Names: '<input>-<part number>-<title>.pdf' (report-01-Introduction.pdf): the number keeps the parts
 * in the document's order in a folder and makes every name unique; a part without a title (the pages
 * before the first bookmark, an empty title) says its pages instead (report-01-pages-1-2.pdf).
 */
export function bookmarkPlans(document: PDFDocument, fileName: string, level: number): PartPlan[] {
  const found = bookmarkStarts(document, level);
  const firstPages = bookmarkPartStarts(found, level);
  if (firstPages.length === 0) throw new EngineError('bad-params', NO_BOOKMARKS_MESSAGE);
  const titles = new Map<number, string>();
  for (const start of found) {
    if (!titles.has(start.page)) titles.set(start.page, start.title);
  }
  const pageCount = document.getPageCount();
  const numberWidth = Math.max(2, String(firstPages.length).length);
  const stem = fileStem(fileName);
  return firstPages.map((first, index) => {
    const last = (firstPages[index + 1] ?? pageCount + 1) - 1;
    const pages = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
    const title = fileNameTitle(titles.get(first) ?? '');
    const label = title || (pages.length === 1 ? `page-${first}` : `pages-${first}-${last}`);
    return { filename: `${stem}-${String(index + 1).padStart(numberWidth, '0')}-${label}.pdf`, pages };
  });
}
