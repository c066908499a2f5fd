import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { OCR_DPI, OCR_MIN_DPI } from '../../../src/contract/ocr-pdf';
import { corpusFile } from '../../../test/fixtures/corpus';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { readingDpi } from './reading-resolution';

// The corpus scan's picture: an 800 × 981 JPEG, placed at 150 ppi (coarser than OCR_MIN_DPI).
const scan = corpusFile('scanned-no-text-01.pdf');

async function dpiOf(bytes: Uint8Array): Promise<number> {
  const { mupdf, doc } = await openWithMupdf({ name: 'page.pdf', bytes });
  try {
    const page = doc.loadPage(0);
    try {
      return readingDpi(mupdf, page);
    } finally {
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/** The scan's JPEG, as stored. */
async function scanJpeg(): Promise<Uint8Array> {
  const source = await PDFDocument.load(scan.bytes);
  const xobjects = source.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const [[, ref]] = xobjects.entries();
  return (source.context.lookup(ref) as PDFRawStream).contents;
}

/** One page with the scan's JPEG at `ppi`, the picture `1 / share` of the page's width and height, and a caption on request. */
async function pictureAt(ppi: number, share = 1, caption = false): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedJpg(await scanJpeg());
  const [width, height] = [(image.width * 72) / ppi, (image.height * 72) / ppi];
  const page = document.addPage([width * share, height * share]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  if (caption) page.drawText('a caption', { x: 10, y: 10, size: 8 });
  return document.save();
}

describe('readingDpi', () => {
  it("reads a scan at its picture's own resolution", async () => {
    expect(await dpiOf(await pictureAt(250))).toBeCloseTo(250, 0);
    expect(await dpiOf(await pictureAt(OCR_MIN_DPI + 20))).toBeCloseTo(OCR_MIN_DPI + 20, 0);
  });

  it(`draws a coarse scan at ${OCR_MIN_DPI} dpi, and a fine one at no more than ${OCR_DPI}`, async () => {
    expect(await dpiOf(await pictureAt(72))).toBe(OCR_MIN_DPI);
    expect(await dpiOf(scan.bytes)).toBe(OCR_MIN_DPI);
    expect(await dpiOf(await pictureAt(600))).toBe(OCR_DPI);
  });

  it(`draws a page without a picture covering it at ${OCR_DPI} dpi`, async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText('Only text here', { x: 72, y: 700 });
    expect(await dpiOf(await document.save())).toBe(OCR_DPI);
    // A small picture (a logo, a tenth of the page's width) does not set the page's resolution.
    expect(await dpiOf(await pictureAt(100, 10))).toBe(OCR_DPI);
  });

  it(`draws a page with visible text of its own at ${OCR_DPI} dpi, whatever its picture (small print needs it)`, async () => {
    expect(await dpiOf(await pictureAt(100, 1, true))).toBe(OCR_DPI);
  });
});
