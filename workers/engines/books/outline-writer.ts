import type { OutlineIterator, PDFDocument } from 'mupdf';
import type { BookmarkNode } from '../../../src/contract/pdf-bookmarks';

/**
 * Writes bookmarks as the PDF's outline with MuPDF's outline iterator: an item is inserted before
 * the iterator's place, so a bookmark's children go in by stepping back onto it and down into its
 * (empty) list, then up and past it again.
 */
export function insertOutline(pdf: PDFDocument, bookmarks: BookmarkNode[]): void {
  if (bookmarks.length === 0) return;
  const iterator = pdf.outlineIterator();
  try {
    insertNodes(pdf, iterator, bookmarks);
  } finally {
    iterator.destroy();
  }
}

function insertNodes(pdf: PDFDocument, iterator: OutlineIterator, nodes: BookmarkNode[]): void {
  for (const node of nodes) {
    const page = Math.max(0, (node.page ?? 1) - 1);
    iterator.insert({
      title: node.title,
      uri: pdf.formatLinkURI({ type: 'Fit', chapter: 0, page, x: 0, y: 0, width: 0, height: 0, zoom: 0 }),
      open: Boolean(node.open),
    });
    if (node.children.length === 0) continue;
    iterator.prev();
    iterator.down();
    insertNodes(pdf, iterator, node.children);
    iterator.up();
    iterator.next();
  }
}
