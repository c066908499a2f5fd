// True redaction with MuPDF: the text under each mark is removed from the content streams, image
// pixels under it are blanked, and vector drawings it covers are removed, not just painted over.
import type { PDFPage } from 'mupdf';
import type { RedactItem } from '../../../src/contract/edit-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import type { PagePlace } from './page-place';

/** Marks and applies the page's redactions; returns how many areas were applied. */
export function applyRedactions(mupdf: Mupdf, page: PDFPage, items: RedactItem[], place: PagePlace): number {
  if (items.length === 0) return 0;
  for (const item of items) page.createAnnotation('Redact').setRect(place.rect(item));
  page.applyRedactions(
    true,
    mupdf.PDFPage.REDACT_IMAGE_PIXELS,
    mupdf.PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED,
    mupdf.PDFPage.REDACT_TEXT_REMOVE,
  );
  return items.length;
}
