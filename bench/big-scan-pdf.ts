// A long scanned PDF for the in-browser OCR bench, made with MuPDF: the 18 pages of two corpus papers
// (two-column TraceMonkey and the outline-links file) drawn at 200 ppi in grey with a little sensor
// noise, JPEG-encoded like a document scanner's output, and repeated until the wanted page count. Each
// page carries its own JPEG comment, so every page is a distinct image that must be rendered and read.
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { corpusDir } from '../test/fixtures/corpus';
import { withComment } from './jpeg-comment';

const SOURCES = ['multipage-text-tracemonkey-14p.pdf', 'multipage-outline-links-4p.pdf'];
export const SCAN_PPI = 200;
const JPEG_QUALITY = 64;

interface ScannedPage {
  jpeg: Uint8Array;
  /** The page's size in points. */
  width: number;
  height: number;
}

/** Deterministic noise of ±3 grey levels: a scanner's sensor, and JPEG no longer sees flat paper. */
function addNoise(pixels: Uint8ClampedArray, seed: number): void {
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    pixels[index] += ((state >> 16) % 7) - 3;
  }
}

function scannedPages(): ScannedPage[] {
  const pages: ScannedPage[] = [];
  for (const name of SOURCES) {
    const doc = mupdf.Document.openDocument(readFileSync(`${corpusDir}${name}`), 'application/pdf');
    for (let index = 0; index < doc.countPages(); index += 1) {
      const page = doc.loadPage(index);
      const [x0, y0, x1, y1] = page.getBounds();
      const pixmap = page.toPixmap(mupdf.Matrix.scale(SCAN_PPI / 72, SCAN_PPI / 72), mupdf.ColorSpace.DeviceGray, false);
      addNoise(pixmap.getPixels(), pages.length + 1);
      pages.push({ jpeg: pixmap.asJPEG(JPEG_QUALITY).slice(), width: x1 - x0, height: y1 - y0 });
      pixmap.destroy();
      page.destroy();
    }
    doc.destroy();
  }
  return pages;
}

/** A scan of `pageCount` pages with no text of its own: every page is one greyscale JPEG filling it. */
export function makeBigScanPdf(pageCount: number): Uint8Array {
  const scans = scannedPages();
  const doc = new mupdf.PDFDocument();
  for (let number = 1; number <= pageCount; number += 1) {
    const scan = scans[(number - 1) % scans.length];
    const image = new mupdf.Image(withComment(scan.jpeg, `Folio bench scan, page ${number}`));
    const resources = doc.addObject({ XObject: { Im0: doc.addImage(image) } });
    image.destroy();
    const content = `q ${scan.width} 0 0 ${scan.height} 0 0 cm /Im0 Do Q`;
    doc.insertPage(-1, doc.addPage([0, 0, scan.width, scan.height], 0, resources, content));
  }
  const bytes = doc.saveToBuffer('').asUint8Array().slice();
  doc.destroy();
  return bytes;
}
