// Whether a PDF holds invisible text (render mode 3): the text layer OCR lays over a scanned page.
// Ghostscript 9.56's new PDF reader, its default, drops such text when it rewrites the file; its older,
// PostScript-based reader keeps it, and is used for these files (convert-to-pdfa.ts).
import type { PDFDocument, PDFObject } from 'mupdf';
import { streamContents } from '../mupdf/stream-contents';

/** `3 Tr` as an operator: the number 3, then Tr standing alone. */
const INVISIBLE_MODE = /(?:^|[\s\]>)])3\s+Tr(?![^\s/[<(%])/;
const latin = new TextDecoder('latin1');

function drawsInvisibleText(stream: PDFObject): boolean {
  try {
    return INVISIBLE_MODE.test(latin.decode(streamContents(stream)));
  } catch {
    // A stream MuPDF cannot decode is Ghostscript's to judge.
    return false;
  }
}

export function holdsInvisibleText(doc: PDFDocument): boolean {
  for (let index = 0; index < doc.countPages(); index += 1) {
    const contents = doc.findPage(index).get('Contents');
    const streams: PDFObject[] = contents.isStream() ? [contents] : [];
    if (contents.isArray()) contents.forEach((item) => { if (item.isStream()) streams.push(item); });
    if (streams.some(drawsInvisibleText)) return true;
  }
  // Text layers are often a form XObject drawn over the page (OCRmyPDF's way, and Folio's).
  for (let number = 1; number < doc.countObjects(); number += 1) {
    try {
      const object = doc.newIndirect(number);
      if (object.isStream() && object.get('Subtype').toString() === '/Form' && drawsInvisibleText(object)) return true;
    } catch {
      continue;
    }
  }
  return false;
}
