// Where a document's bookmarks begin (Split by bookmarks), and the readers of an outline item's title
// and destination that the bookmarks editor shares.
import type { BookmarkStart } from '../../../src/contract/split-pdf';
import { dictEntry } from './page-outline';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFDocument, type PDFObject } from 'pdf-lib';
import { pdfText } from './pdf-text';

/**
 * The bookmarks that lead to a page of the document, in outline order, down to `maxLevel`. Bare
 * titles and bookmarks that lead elsewhere (a web address) start nothing; their children still may.
 * Named destinations must be inlined first (`inlineNamedDestinations`).
 */
export function bookmarkStarts(document: PDFDocument, maxLevel: number): BookmarkStart[] {
  const pageIndices = pageIndicesOf(document);
  const pageOf = (destination: PDFObject | undefined) => destinationPageIndex(document, pageIndices, destination);
  const starts: BookmarkStart[] = [];
  const seen = new Set<PDFDict>();
  const walk = (first: PDFDict | undefined, level: number) => {
    for (let item = first; item && level <= maxLevel && !seen.has(item); item = dictEntry(item, 'Next')) {
      seen.add(item);
      const pageIndex = pageOf(itemDestination(item));
      if (pageIndex !== undefined) starts.push({ title: titleOf(item), level, page: pageIndex + 1 });
      walk(dictEntry(item, 'First'), level + 1);
    }
  };
  const outlines = dictEntry(document.catalog, 'Outlines');
  walk(outlines && dictEntry(outlines, 'First'), 1);
  return starts;
}

/** Each page's 0-based index by its reference, for `destinationPageIndex`. */
export function pageIndicesOf(document: PDFDocument): Map<string, number> {
  return new Map(document.getPages().map((page, index) => [page.ref.toString(), index]));
}

/** The 0-based page an outline item's /Dest (or a GoTo action's /D) leads to, if it is one of the document's. */
export function destinationPageIndex(document: PDFDocument, pageIndices: ReadonlyMap<string, number>, destination: PDFObject | undefined): number | undefined {
  const resolved = destination === undefined ? undefined : document.context.lookup(destination);
  const array = resolved instanceof PDFDict ? resolved.lookup(PDFName.of('D')) : resolved;
  if (!(array instanceof PDFArray) || array.size() === 0) return undefined;
  const first = array.get(0);
  // Some writers give the page as its 0-based number instead of a reference.
  if (first instanceof PDFNumber) return first.asNumber() < pageIndices.size ? first.asNumber() : undefined;
  return first instanceof PDFRef ? pageIndices.get(first.toString()) : undefined;
}

/** Where an outline item leads in the document: its /Dest, or its GoTo action's. */
export function itemDestination(item: PDFDict): PDFObject | undefined {
  return item.get(PDFName.of('Dest')) ?? goToDestination(item);
}

function goToDestination(item: PDFDict): PDFObject | undefined {
  const action = dictEntry(item, 'A');
  return action?.lookup(PDFName.of('S')) === PDFName.of('GoTo') ? action.get(PDFName.of('D')) : undefined;
}

export function titleOf(item: PDFDict): string {
  return pdfText(item.lookup(PDFName.of('Title'))) ?? '';
}
