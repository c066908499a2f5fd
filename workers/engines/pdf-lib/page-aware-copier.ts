import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNull, PDFObjectCopier, PDFPage, PDFRef, type PDFObject } from 'pdf-lib';

/**
 * pdf-lib's copyPages copies a page again every time a link or an annotation's /P points at it,
 * leaving invisible duplicate pages and links that lead nowhere. This copier is told up front
 * which new object stands for each source page, so every reference lands on the merged page.
 */
export function copyAllPages(source: PDFDocument, target: PDFDocument, onPageCopied?: () => void) {
  return copySomePages(source, target, source.getPageIndices(), onPageCopied);
}

/**
 * Copies the pages at `pageIndices` (0-based, each at most once) in that order. Pages left out,
 * and their annotations (form widgets among them), become null wherever a kept object refers to
 * them, so nothing of a dropped page is dragged along; `dropDeadLinks` then removes links that
 * led to a dropped page.
 */
export function copySomePages(source: PDFDocument, target: PDFDocument, pageIndices: number[], onPageCopied?: () => void) {
  const copier = PDFObjectCopier.for(source.context, target.context);
  const traversed = (copier as unknown as { traversedObjects: Map<PDFObject, PDFObject> }).traversedObjects;
  const sourcePages = source.getPages();
  const kept = new Set(pageIndices);
  sourcePages.forEach((page, index) => {
    if (kept.has(index)) return;
    traversed.set(page.ref, PDFNull);
    for (const annotation of page.node.Annots()?.asArray() ?? []) {
      if (annotation instanceof PDFRef) traversed.set(annotation, PDFNull);
    }
  });
  const targetRefs = pageIndices.map((index) => {
    const ref = target.context.nextRef();
    traversed.set(sourcePages[index].ref, ref);
    return ref;
  });
  const pages = pageIndices.map((sourceIndex, index) => {
    const copied = copier.copy(sourcePages[sourceIndex].node);
    target.context.assign(targetRefs[index], copied);
    onPageCopied?.();
    return PDFPage.of(copied, targetRefs[index], target);
  });
  return { pages, copy: <T extends PDFObject>(object: T) => copier.copy(object) as T | PDFRef };
}

/** Removes link annotations whose destination page was left out of the copy (it became null). */
export function dropDeadLinks(page: PDFPage): void {
  const annotations = page.node.Annots();
  if (!annotations) return;
  for (let index = annotations.size() - 1; index >= 0; index -= 1) {
    const annotation = annotations.lookupMaybe(index, PDFDict);
    if (annotation === undefined) {
      annotations.remove(index);
      continue;
    }
    const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
    const destination = annotation.lookup(PDFName.of('Dest')) ?? action?.lookup(PDFName.of('D'));
    if (destination instanceof PDFArray && destination.get(0) === PDFNull) annotations.remove(index);
  }
}
