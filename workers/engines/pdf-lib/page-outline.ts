// The bookmarks that follow pages into a new document (split, remove, extract, organize, merge).
// Each bookmark is rebuilt rather than copied: a copied outline item drags its /Parent, /Next and
// /First along, and with them the bookmarks of pages that were left out.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFObject, type PDFPage } from 'pdf-lib';

/** Copies an object of the source into the target (pages already mapped). */
export type CopyIntoTarget = <T extends PDFObject>(object: T) => T | PDFRef;

export interface KeptOutlineItem {
  /** Title, colour, style and where it leads, already in the target; the tree links are added on writing. */
  dict: PDFDict;
  open: boolean;
  children: KeptOutlineItem[];
}

export interface OutlineCopy {
  source: PDFDocument;
  target: PDFDocument;
  /** Source page → its page in the target; a page placed twice maps to its first copy. */
  keptPages: ReadonlyMap<PDFRef, PDFRef>;
  copy: CopyIntoTarget;
}

/** Each source page's place in the target (`targetPages[i]` holds source page `pageIndices[i]`); a page placed twice is found at its first copy. */
export function pagePlaces(source: PDFDocument, pageIndices: number[], targetPages: PDFPage[]): Map<PDFRef, PDFRef> {
  const sourcePages = source.getPages();
  const places = new Map<PDFRef, PDFRef>();
  pageIndices.forEach((sourceIndex, index) => {
    if (!places.has(sourcePages[sourceIndex].ref)) places.set(sourcePages[sourceIndex].ref, targetPages[index].ref);
  });
  return places;
}

/** Where a source bookmark leads in the target: its /Dest or /A entry, nowhere (a bare title), or a page left out. */
type Lead = [key: 'Dest' | 'A', value: PDFObject] | 'nowhere' | 'gone';

/**
 * The source's bookmarks whose page is kept, pointing at that page's new place, in the original
 * order and nesting, with their titles, colours, styles and open or closed state. A bookmark whose
 * page is gone is dropped and its children take its place (rather than keeping it as a bare title):
 * a title that stays but leads nowhere looks like a working link, while the sections of a chapter
 * whose first page was removed still lead to pages the file has. Bookmarks that lead off the
 * document (a web address, another file) are kept; a bare title is kept only to group kept bookmarks.
 * Named destinations are expected inlined already (`inlineNamedDestinations`); one that was not
 * found leads nowhere and is dropped like a removed page.
 */
export function keptOutlineItems(outline: OutlineCopy): KeptOutlineItem[] {
  const seen = new Set<PDFDict>();
  const walk = (first: PDFDict | undefined): KeptOutlineItem[] => {
    const kept: KeptOutlineItem[] = [];
    for (let item = first; item && !seen.has(item); item = dictEntry(item, 'Next')) {
      seen.add(item);
      const children = walk(dictEntry(item, 'First'));
      const lead = leadOf(item, outline);
      if (lead === 'gone' || (lead === 'nowhere' && children.length === 0)) {
        kept.push(...children);
        continue;
      }
      const count = item.lookup(PDFName.of('Count'));
      kept.push({ dict: itemDict(item, lead, outline), open: count instanceof PDFNumber && count.asNumber() > 0, children });
    }
    return kept;
  };
  const outlines = dictEntry(outline.source.catalog, 'Outlines');
  return walk(outlines && dictEntry(outlines, 'First'));
}

// pdf-lib's lookupMaybe throws on an entry of the wrong type; a malformed outline should lose a
// bookmark, not fail the whole job (or send a good file to the MuPDF rebuild).
export function dictEntry(dict: PDFDict, key: string): PDFDict | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFDict ? value : undefined;
}

function leadOf(item: PDFDict, outline: OutlineCopy): Lead {
  if (item.has(PDFName.of('Dest'))) {
    const destination = targetDestination(item.get(PDFName.of('Dest')), outline);
    return destination ? ['Dest', destination] : 'gone';
  }
  const action = dictEntry(item, 'A');
  if (!action) return 'nowhere';
  if (action.lookup(PDFName.of('S')) !== PDFName.of('GoTo')) return ['A', outline.copy(action)];
  // A fresh action: the source's could chain further actions (/Next) through pages left out.
  const destination = targetDestination(action.get(PDFName.of('D')), outline);
  return destination ? ['A', outline.target.context.obj({ S: 'GoTo', D: destination })] : 'gone';
}

/** The destination array with its page swapped for the page's place in the target, or undefined when the page is gone. */
function targetDestination(destination: PDFObject | undefined, { source, target, keptPages, copy }: OutlineCopy): PDFArray | undefined {
  const resolved = destination === undefined ? undefined : source.context.lookup(destination);
  // Named destinations are sometimes a dictionary holding the array under /D.
  const array = resolved instanceof PDFDict ? resolved.lookup(PDFName.of('D')) : resolved;
  if (!(array instanceof PDFArray) || array.size() === 0) return undefined;
  const first = array.get(0);
  // Some writers give the page as its 0-based number instead of a reference.
  const page = first instanceof PDFNumber ? source.getPages()[first.asNumber()]?.ref : first;
  const kept = page instanceof PDFRef ? keptPages.get(page) : undefined;
  if (!kept) return undefined;
  const placed = target.context.obj([]);
  placed.push(kept);
  array.asArray().slice(1).forEach((part) => placed.push(copy(part)));
  return placed;
}

function itemDict(item: PDFDict, lead: Lead, { target, copy }: OutlineCopy): PDFDict {
  const title = item.lookup(PDFName.of('Title'));
  const dict = target.context.obj({});
  dict.set(PDFName.of('Title'), title instanceof PDFString || title instanceof PDFHexString ? copy(title) : PDFHexString.fromText(''));
  // Colour (/C) and bold or italic (/F) are small direct values: cheap to keep.
  for (const key of ['C', 'F']) {
    const value = item.lookup(PDFName.of(key));
    if (value instanceof PDFArray || value instanceof PDFNumber) dict.set(PDFName.of(key), copy(value));
  }
  if (Array.isArray(lead)) dict.set(PDFName.of(lead[0]), lead[1]);
  return dict;
}

/**
 * Writes `items` as the children of `parent`, linked both ways, each open or closed as it was.
 * Answers the first and last child and how many items show under an open parent.
 */
export function writeOutlineItems(target: PDFDocument, items: KeptOutlineItem[], parent: PDFRef): { first: PDFRef; last: PDFRef; visible: number } {
  const refs = items.map(() => target.context.nextRef());
  let visible = 0;
  items.forEach((item, index) => {
    const { dict } = item;
    dict.set(PDFName.of('Parent'), parent);
    if (index > 0) dict.set(PDFName.of('Prev'), refs[index - 1]);
    if (index < items.length - 1) dict.set(PDFName.of('Next'), refs[index + 1]);
    visible += 1;
    if (item.children.length > 0) {
      const children = writeOutlineItems(target, item.children, refs[index]);
      dict.set(PDFName.of('First'), children.first);
      dict.set(PDFName.of('Last'), children.last);
      // A negative count shows the item closed; its size is what opening it would show.
      dict.set(PDFName.of('Count'), PDFNumber.of(item.open ? children.visible : -children.visible));
      if (item.open) visible += children.visible;
    }
    target.context.assign(refs[index], dict);
  });
  return { first: refs[0], last: refs[refs.length - 1], visible };
}

/** Gives `target` the bookmarks of `source` whose pages it holds (see `keptOutlineItems`). */
export function keepPageOutline(outline: OutlineCopy): void {
  const items = keptOutlineItems(outline);
  if (items.length === 0) return;
  const { target, source } = outline;
  writeOutline(target, items);
  // A file made to open with its bookmarks showing still does.
  const pageMode = source.catalog.lookup(PDFName.of('PageMode'));
  if (pageMode === PDFName.of('UseOutlines')) target.catalog.set(PDFName.of('PageMode'), pageMode);
}

/** Makes `items` the whole outline of `target` (nothing is written for none). */
export function writeOutline(target: PDFDocument, items: KeptOutlineItem[]): void {
  if (items.length === 0) return;
  const rootRef = target.context.nextRef();
  const { first, last, visible } = writeOutlineItems(target, items, rootRef);
  target.context.assign(rootRef, target.context.obj({ Type: 'Outlines', First: first, Last: last, Count: visible }));
  target.catalog.set(PDFName.of('Outlines'), rootRef);
}
