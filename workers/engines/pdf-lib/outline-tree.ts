// A document's whole outline as the bookmarks editor's tree, and that tree written back as the
// document's outline (replacing the old one): titles, pages, web links, colours, bold and italic,
// open or closed.
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNull, PDFNumber, PDFString, type PDFDocument } from 'pdf-lib';
import type { BookmarkNode } from '../../../src/contract/pdf-bookmarks';
import { destinationPageIndex, itemDestination, pageIndicesOf, titleOf } from './bookmark-starts';
import { dictEntry, writeOutline, type KeptOutlineItem } from './page-outline';
import { pdfText } from './pdf-text';

/** /F's bits: 1 italic, 2 bold (PDF 32000-1, table 153). */
const ITALIC = 1;
const BOLD = 2;

/** The outline as a tree; a loop in a damaged outline is cut where it comes back. Named destinations must be inlined first. */
export function readOutlineTree(document: PDFDocument): BookmarkNode[] {
  const pageIndices = pageIndicesOf(document);
  const seen = new Set<PDFDict>();
  const walk = (first: PDFDict | undefined): BookmarkNode[] => {
    const nodes: BookmarkNode[] = [];
    for (let item = first; item && !seen.has(item); item = dictEntry(item, 'Next')) {
      seen.add(item);
      const pageIndex = destinationPageIndex(document, pageIndices, itemDestination(item));
      const node: BookmarkNode = { title: titleOf(item), page: pageIndex === undefined ? null : pageIndex + 1, children: walk(dictEntry(item, 'First')) };
      const uri = pageIndex === undefined ? uriOf(item) : undefined;
      if (uri) node.uri = uri;
      const color = colorOf(item);
      if (color) node.color = color;
      const flags = item.lookup(PDFName.of('F'));
      if (flags instanceof PDFNumber && flags.asNumber() & BOLD) node.bold = true;
      if (flags instanceof PDFNumber && flags.asNumber() & ITALIC) node.italic = true;
      const count = item.lookup(PDFName.of('Count'));
      if (count instanceof PDFNumber && count.asNumber() > 0 && node.children.length > 0) node.open = true;
      nodes.push(node);
    }
    return nodes;
  };
  const outlines = dictEntry(document.catalog, 'Outlines');
  return walk(outlines && dictEntry(outlines, 'First'));
}

/** Makes `nodes` the document's whole outline (none: the outline is removed). Pages must exist. */
export function writeOutlineTree(document: PDFDocument, nodes: BookmarkNode[]): void {
  document.catalog.delete(PDFName.of('Outlines'));
  const pages = document.getPages();
  const toItem = (node: BookmarkNode): KeptOutlineItem => {
    const dict = document.context.obj({});
    dict.set(PDFName.of('Title'), PDFHexString.fromText(node.title));
    // The page's top-left corner at the reader's zoom, as viewers write a new bookmark.
    if (node.page !== null) dict.set(PDFName.of('Dest'), document.context.obj([pages[node.page - 1].ref, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull]));
    else if (node.uri) dict.set(PDFName.of('A'), document.context.obj({ S: 'URI', URI: PDFString.of(node.uri) }));
    if (node.color) dict.set(PDFName.of('C'), document.context.obj(rgbOf(node.color)));
    const flags = (node.bold ? BOLD : 0) | (node.italic ? ITALIC : 0);
    if (flags) dict.set(PDFName.of('F'), PDFNumber.of(flags));
    return { dict, open: Boolean(node.open), children: node.children.map(toItem) };
  };
  writeOutline(document, nodes.map(toItem));
}

function uriOf(item: PDFDict): string | undefined {
  const action = dictEntry(item, 'A');
  const uri = action?.lookup(PDFName.of('S')) === PDFName.of('URI') ? action.lookup(PDFName.of('URI')) : undefined;
  return pdfText(uri);
}

/** /C as #rrggbb; black (the default every viewer draws) and malformed colours as none. */
function colorOf(item: PDFDict): string | undefined {
  const color = item.lookup(PDFName.of('C'));
  if (!(color instanceof PDFArray) || color.size() !== 3) return undefined;
  const parts = color.asArray().map((part) => (part instanceof PDFNumber ? part.asNumber() : Number.NaN));
  if (parts.some((part) => !Number.isFinite(part)) || parts.every((part) => part === 0)) return undefined;
  return `#${parts.map((part) => Math.round(Math.min(1, Math.max(0, part)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

function rgbOf(color: string): number[] {
  return [1, 3, 5].map((start) => Math.round((Number.parseInt(color.slice(start, start + 2), 16) / 255) * 1000) / 1000);
}
