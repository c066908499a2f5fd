import { PDFHexString, PDFString, type PDFObject } from 'pdf-lib';

/** A PDF text string's text (literal or hex, PDFDocEncoding or UTF-16), or none when it is not a string. */
export function pdfText(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;
}
