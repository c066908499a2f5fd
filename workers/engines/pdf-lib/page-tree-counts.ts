// Page trees that lie: a file can claim 9,999,999,999 pages in /Count and hold one. Readers that
// trust the claim (qpdf, poppler) then report it, and every tool that saves the tree as it came
// passes the lie on. Each node's /Count is set to the pages found under it by walking its kids.
// A page listed twice is shown twice by every viewer: the second listing becomes a copy of the page,
// so a tool that changes one page (a stamp, a rotation) does not change both.
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFPageLeaf, PDFRef, type PDFContext, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Sets every page-tree node's /Count to the pages it really holds; true when one was wrong. */
export function correctPageCounts(document: PDFDocument): boolean {
  const { context } = document;
  const seen = new Set<PDFDict>();
  let corrected = false;
  const pagesUnder = (node: PDFDict, nodeRef: PDFRef | undefined): number => {
    seen.add(node);
    const kids = node.lookup(PDFName.of('Kids'));
    if (node.lookup(PDFName.of('Type')) === PDFName.of('Page') || !(kids instanceof PDFArray)) return 1;
    let count = 0;
    kids.asArray().forEach((kid, index) => {
      const child = context.lookup(kid);
      if (!(child instanceof PDFDict)) return;
      if (!seen.has(child)) {
        count += pagesUnder(child, kid instanceof PDFRef ? kid : undefined);
      } else if (child.lookup(PDFName.of('Type')) === PDFName.of('Page') && nodeRef) {
        // A node seen before is a cycle, its pages counted once; a page seen before is shown again.
        // pdf-lib lists as pages only its own page objects (PDFPageLeaf), not plain dictionaries.
        const copy = PDFPageLeaf.fromMapWithContext(new Map(child.entries().map(([key, value]) => [key, ownCopy(value, context)])), context);
        copy.set(PDFName.of('Parent'), nodeRef);
        kids.set(index, context.register(copy));
        seen.add(copy);
        count += 1;
      }
    });
    const claimed = node.lookup(PDFName.of('Count'));
    if (!(claimed instanceof PDFNumber) || claimed.asNumber() !== count) {
      node.set(PDFName.of('Count'), PDFNumber.of(count));
      corrected = true;
    }
    return count;
  };
  const rootRef = document.catalog.get(PDFName.of('Pages'));
  const root = document.catalog.lookup(PDFName.of('Pages'));
  if (root instanceof PDFDict) pagesUnder(root, rootRef instanceof PDFRef ? rootRef : undefined);
  return corrected;
}

/**
 * A page entry as the copy holds it: arrays (a page's /Contents or /Annots, which tools add to) are
 * its own, even when the original page points to one elsewhere; streams and dictionaries stay shared.
 */
function ownCopy(value: PDFObject, context: PDFContext): PDFObject {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFArray ? directCopy(resolved, context) : directCopy(value, context);
}

/** A copy of an object whose direct arrays and dictionaries are copies too; indirect objects stay shared. */
function directCopy(value: PDFObject, context: PDFContext): PDFObject {
  if (value instanceof PDFArray) {
    const copy = PDFArray.withContext(context);
    value.asArray().forEach((item) => copy.push(directCopy(item, context)));
    return copy;
  }
  if (value instanceof PDFDict) {
    const copy = PDFDict.withContext(context);
    value.entries().forEach(([key, item]) => copy.set(key, directCopy(item, context)));
    return copy;
  }
  return value;
}
