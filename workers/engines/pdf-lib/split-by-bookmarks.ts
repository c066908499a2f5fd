import type { PDFDocument } from 'pdf-lib';
import { EngineError } from '../../../src/contract/errors';
import { fileNameTitle, fileStem } from '../../../src/contract/output-names';
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
  const titles = new Map<number, string>();
  for (const start of bookmarkStarts(document, level)) {
    if (!titles.has(start.pageIndex)) titles.set(start.pageIndex, start.title);
  }
  if (titles.size === 0) throw new EngineError('bad-params', NO_BOOKMARKS_MESSAGE);
  const starts = [...titles.keys()].sort((a, b) => a - b);
  if (starts[0] !== 0) starts.unshift(0);
  const pageCount = document.getPageCount();
  const numberWidth = Math.max(2, String(starts.length).length);
  const stem = fileStem(fileName);
  return starts.map((first, index) => {
    const end = starts[index + 1] ?? pageCount;
    const pages = Array.from({ length: end - first }, (_, offset) => first + offset + 1);
    const title = fileNameTitle(titles.get(first) ?? '');
    const label = title || (pages.length === 1 ? `page-${pages[0]}` : `pages-${pages[0]}-${end}`);
    return { filename: `${stem}-${String(index + 1).padStart(numberWidth, '0')}-${label}.pdf`, pages };
  });
}
