// A catalog without /Type /Catalog (pdf.js's test file issue5334.pdf) is still the document's root
// to every viewer, but pdf-lib only gives its catalog methods to a dictionary typed as one, and then
// fails on the first page it looks for. The type is set and the catalog read again as pdf-lib's own.
import { PDFCatalog, PDFDict, PDFName, PDFRef, type PDFDocument } from 'pdf-lib';

/** Makes the document's root a catalog pdf-lib can use; true when it had to. */
export function typeTheCatalog(document: PDFDocument): boolean {
  const rootRef = document.context.trailerInfo.Root;
  const root = document.context.lookup(rootRef);
  if (root instanceof PDFCatalog || !(root instanceof PDFDict) || !(rootRef instanceof PDFRef)) return false;
  const catalog = PDFCatalog.fromMapWithContext(new Map(root.entries()), document.context);
  catalog.set(PDFName.of('Type'), PDFName.of('Catalog'));
  document.context.assign(rootRef, catalog);
  // pdf-lib keeps the catalog it found when it loaded the file.
  (document as { catalog: PDFCatalog }).catalog = catalog;
  return true;
}
