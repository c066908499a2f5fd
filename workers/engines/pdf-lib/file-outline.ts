import { PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFDict, type PDFRef } from 'pdf-lib';
import { keptOutlineItems, writeOutlineItems, type OutlineCopy } from './page-outline';

export interface OutlineSection extends OutlineCopy {
  title: string;
  firstPage: PDFRef;
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
    attachSourceBookmarks(section, item, itemRefs[index]);
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

function attachSourceBookmarks(section: OutlineSection, item: PDFDict, itemRef: PDFRef) {
  const bookmarks = keptOutlineItems(section);
  if (bookmarks.length === 0) return;
  const { first, last, visible } = writeOutlineItems(section.target, bookmarks, itemRef);
  item.set(PDFName.of('First'), first);
  item.set(PDFName.of('Last'), last);
  // A negative count shows the section closed, so a long merge opens as a tidy list of files.
  item.set(PDFName.of('Count'), PDFNumber.of(-visible));
}
