import { PDFDocument, PDFObjectCopier, PDFPage, PDFRef, type PDFObject } from 'pdf-lib';

/**
 * pdf-lib's copyPages copies a page again every time a link or an annotation's /P points at it,
 * leaving invisible duplicate pages and links that lead nowhere. This copier is told up front
 * which new object stands for each source page, so every reference lands on the merged page.
 */
export function copyAllPages(source: PDFDocument, target: PDFDocument, onPageCopied?: () => void) {
  const copier = PDFObjectCopier.for(source.context, target.context);
  const traversed = (copier as unknown as { traversedObjects: Map<PDFObject, PDFObject> }).traversedObjects;
  const sourcePages = source.getPages();
  const targetRefs = sourcePages.map((page) => {
    const ref = target.context.nextRef();
    traversed.set(page.ref, ref);
    return ref;
  });
  const pages = sourcePages.map((page, index) => {
    const copied = copier.copy(page.node);
    target.context.assign(targetRefs[index], copied);
    onPageCopied?.();
    return PDFPage.of(copied, targetRefs[index], target);
  });
  return { pages, copy: <T extends PDFObject>(object: T) => copier.copy(object) as T | PDFRef };
}
