// Page trees that lie: a file can claim 9,999,999,999 pages in /Count and hold one. Readers that
// trust the claim (qpdf, poppler) then report it, and every tool that saves the tree as it came
// passes the lie on. Each node's /Count is set to the pages found under it by walking its kids.
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFDocument } from 'pdf-lib';

/** Sets every page-tree node's /Count to the pages it really holds; true when one was wrong. */
export function correctPageCounts(document: PDFDocument): boolean {
  const seen = new Set<PDFDict>();
  let corrected = false;
  const pagesUnder = (node: PDFDict): number => {
    // A cycle in the tree counts its pages once.
    if (seen.has(node)) return 0;
    seen.add(node);
    const kids = node.lookup(PDFName.of('Kids'));
    if (node.lookup(PDFName.of('Type')) === PDFName.of('Page') || !(kids instanceof PDFArray)) return 1;
    let count = 0;
    for (const kid of kids.asArray()) {
      const child = document.context.lookup(kid);
      if (child instanceof PDFDict) count += pagesUnder(child);
    }
    const claimed = node.lookup(PDFName.of('Count'));
    if (!(claimed instanceof PDFNumber) || claimed.asNumber() !== count) {
      node.set(PDFName.of('Count'), PDFNumber.of(count));
      corrected = true;
    }
    return count;
  };
  const root = document.catalog.lookup(PDFName.of('Pages'));
  if (root instanceof PDFDict) pagesUnder(root);
  return corrected;
}
