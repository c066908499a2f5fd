// The resolution a page is read at. A scanned page already has one: its picture's own pixels per
// inch. Drawing it finer gives tesseract no more detail, only more pixels to go through (2.25 times
// as many for a 200 ppi scan drawn at 300 dpi); OCRmyPDF reads such a page at its own resolution too.
import type { Image, Matrix, Page } from 'mupdf';
import { OCR_DPI, OCR_MIN_DPI } from '../../../src/contract/ocr-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { keepFromFinalizer } from '../mupdf/render-without-text';
import { runPageThrough } from '../mupdf/run-page-through';

// A picture smaller than this share of the page (a logo, a photo beside vector text) does not set it.
const COVERING_SHARE = 0.5;

/**
 * The resolution of the finest picture covering most of the page, between OCR_MIN_DPI and OCR_DPI;
 * OCR_DPI for a page that is not a scan: without such a picture, or with visible text of its own
 * (a page read again by Force OCR, or text on a coarse background), whose small print needs it.
 */
export function readingDpi(mupdf: Mupdf, page: Page): number {
  const [x0, y0, x1, y1] = page.getBounds();
  const pageArea = Math.max(1, (x1 - x0) * (y1 - y0));
  let finest = 0;
  let drawsText = false;
  const noteImage = (image: Image, ctm: Matrix) => {
    keepFromFinalizer(image);
    // The image fills the unit square through its matrix: its sides' lengths are its size in points.
    const placedWidth = Math.hypot(ctm[0], ctm[1]);
    const placedHeight = Math.hypot(ctm[2], ctm[3]);
    if (placedWidth * placedHeight < COVERING_SHARE * pageArea) return;
    const ppi = Math.min((image.getWidth() * 72) / placedWidth, (image.getHeight() * 72) / placedHeight);
    finest = Math.max(finest, ppi);
  };
  // Invisible text (render mode 3, an earlier OCR layer) goes to ignoreText, which is not listened to.
  const noteText = () => { drawsText = true; };
  runPageThrough(mupdf, page, new mupdf.Device({ fillImage: noteImage, fillImageMask: noteImage, fillText: noteText, strokeText: noteText }));
  if (finest === 0 || drawsText) return OCR_DPI;
  return Math.min(OCR_DPI, Math.max(OCR_MIN_DPI, finest));
}
