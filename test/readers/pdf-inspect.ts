// Test helpers that look inside output PDFs: where pdf.js finds each piece of text on the page as
// a person sees it, and the raw content streams and resources of a page (read with pdf-lib).
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { openDocument } from '../../workers/engines/pdfjs/open-document';

export interface PlacedText {
  str: string;
  /** Start of the baseline in the displayed page (origin top left, y down), in points. */
  x: number;
  y: number;
  /** Direction the text runs in the displayed page: [1, 0] is upright, left to right. */
  direction: [number, number];
  width: number;
}

export interface DisplayedPage {
  width: number;
  height: number;
  items: PlacedText[];
}

/** Each page's text pieces, placed in display coordinates (after /Rotate and the CropBox). */
export async function displayedText(bytes: Uint8Array): Promise<DisplayedPage[]> {
  const document = await openDocument({ name: 'output.pdf', bytes });
  try {
    const pages: DisplayedPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = (content.items as TextItem[]).filter((item) => 'str' in item && item.str.trim() !== '').map((item) => {
        const [a, b, , , e, f] = item.transform;
        const [x, y] = viewport.convertToViewportPoint(e, f);
        const [x2, y2] = viewport.convertToViewportPoint(e + a, f + b);
        const length = Math.hypot(x2 - x, y2 - y);
        return { str: item.str, x, y, direction: [(x2 - x) / length, (y2 - y) / length] as [number, number], width: item.width };
      });
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The decoded content streams of a page, in drawing order. */
export function contentStreams(document: PDFDocument, pageIndex: number): string[] {
  const node = document.getPage(pageIndex).node;
  const contents = node.lookup(PDFName.of('Contents'));
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams.map((stream) => new TextDecoder('latin1').decode(
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : (stream as unknown as { getContents(): Uint8Array }).getContents(),
  ));
}

/** A page's resource sub-dictionary (Font, XObject, ExtGState), or undefined. */
export function pageResources(document: PDFDocument, pageIndex: number, kind: 'Font' | 'XObject' | 'ExtGState'): PDFDict | undefined {
  const resources = document.getPage(pageIndex).node.Resources();
  return resources?.lookupMaybe(PDFName.of(kind), PDFDict);
}
