// What tesseract needs of a PDF page, from MuPDF: whether it already has text (and which), and the
// page as a greyscale image at the OCR resolution, upright as a viewer shows it.
import type { PDFDocument } from 'mupdf';
import { EngineError } from '../../../src/contract/errors';
import { OCR_MAX_IMAGE_PIXELS } from '../../../src/contract/ocr-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { readingDpi } from './reading-resolution';

/** The page's own text (drawn text, visible or not), as MuPDF extracts it. */
export function existingPageText(doc: PDFDocument, index: number): string {
  try {
    const page = doc.loadPage(index);
    try {
      const text = page.toStructuredText('preserve-whitespace');
      try {
        return text.asText();
      } finally {
        text.destroy();
      }
    } finally {
      page.destroy();
    }
  } catch {
    // A page whose content MuPDF cannot read through (qpdf's issue-1688a.pdf: "too many color
    // components") has no text to keep: it is read as a picture, and reported if that fails too.
    return '';
  }
}

// Tesseract cannot take an image longer than this on either side (its wasm build crashes on one).
const TESSERACT_MAX_SIDE = 32_767;

/** A page drawn for tesseract: a PNM image, and the resolution it was drawn at. */
export interface PageRaster {
  pixels: Uint8Array;
  dpi: number;
}

/**
 * A PNM image of the page at its scan's own resolution within OCR_MIN_DPI–OCR_DPI, OCR_DPI for a page
 * that is not a scan (readingDpi; less for a huge page, so it stays within the pixel limit). A page too long or too wide for tesseract
 * even so (a strip metres long) is refused clearly.
 */
export function renderPageForOcr(mupdf: Mupdf, doc: PDFDocument, index: number): PageRaster {
  const page = doc.loadPage(index);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const wanted = readingDpi(mupdf, page);
    const pixelsAtDpi = ((x1 - x0) * (y1 - y0) * wanted * wanted) / (72 * 72);
    const dpi = pixelsAtDpi > OCR_MAX_IMAGE_PIXELS ? wanted * Math.sqrt(OCR_MAX_IMAGE_PIXELS / pixelsAtDpi) : wanted;
    const [width, height] = [((x1 - x0) * dpi) / 72, ((y1 - y0) * dpi) / 72].map(Math.ceil);
    if (Math.max(width, height) > TESSERACT_MAX_SIDE) {
      throw new EngineError('too-large', `the page is too long or too wide to read (${width} × ${height} pixels at ${Math.round(dpi)} dpi; at most ${TESSERACT_MAX_SIDE} a side)`);
    }
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true);
    try {
      // PNM: no compression to pay for, and leptonica (in tesseract) reads it directly.
      return { pixels: pixmap.asPAM().slice(), dpi };
    } finally {
      pixmap.destroy();
    }
  } finally {
    page.destroy();
  }
}
