import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, type PDFObject } from 'pdf-lib';
import { forEachOutlineItem } from './named-destinations';

export interface OutlineSection {
  title: string;
  firstPage: PDFRef;
  /** The source document, whose own bookmarks go under this section. */
  source: PDFDocument;
  /** Copies an object of the source into the merged document (pages already mapped). */
  copy: <T extends PDFObject>(object: T) => T | PDFRef;
}

/** Builds the merged outline: one entry per source file, each holding that file's bookmarks, collapsed. */
export function addFileOutline(target: PDFDocument, sections: OutlineSection[]): void {
  const { context } = target;
  const rootRef = context.nextRef();
  const itemRefs = sections.map(() => context.nextRef());
  sections.forEach((section, index) => {
    const item = context.obj({
      Title: PDFHexString.fromText(section.title),
      Parent: rootRef,
      Dest: [section.firstPage, 'Fit'],
    });
    if (index > 0) item.set(PDFName.of('Prev'), itemRefs[index - 1]);
    if (index < sections.length - 1) item.set(PDFName.of('Next'), itemRefs[index + 1]);
    attachSourceBookmarks(section, item, itemRefs[index], target);
    context.assign(itemRefs[index], item);
  });
  context.assign(rootRef, context.obj({
    Type: 'Outlines',
    First: itemRefs[0],
    Last: itemRefs[itemRefs.length - 1],
    Count: sections.length,
  }));
  target.catalog.set(PDFName.of('Outlines'), rootRef);
}

function attachSourceBookmarks(section: OutlineSection, item: PDFDict, itemRef: PDFRef, target: PDFDocument) {
  const outlines = section.source.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const first = outlines?.get(PDFName.of('First'));
  const last = outlines?.get(PDFName.of('Last'));
  if (!(first instanceof PDFRef) || !(last instanceof PDFRef)) return;
  // Cut the top-level bookmarks loose from the source root so the copy does not drag it along.
  const topLevel: PDFDict[] = [];
  for (let node = section.source.context.lookupMaybe(first, PDFDict); node && !topLevel.includes(node);
    node = node.lookupMaybe(PDFName.of('Next'), PDFDict)) {
    topLevel.push(node);
  }
  topLevel.forEach((node) => node.delete(PDFName.of('Parent')));
  let visible = 0;
  forEachOutlineItem(section.source, () => { visible += 1; });
  const copiedFirst = section.copy(first);
  const copiedLast = section.copy(last);
  for (const node of topLevel) {
    const copied = section.copy(node);
    const dict = copied instanceof PDFRef ? target.context.lookupMaybe(copied, PDFDict) : copied;
    dict?.set(PDFName.of('Parent'), itemRef);
  }
  item.set(PDFName.of('First'), copiedFirst);
  item.set(PDFName.of('Last'), copiedLast);
  // A negative count shows the section closed, so a long merge opens as a tidy list of files.
  item.set(PDFName.of('Count'), PDFNumber.of(-Math.max(visible, topLevel.length)));
}
