import { decodePDFRawStream, PDFRawStream, type PDFStream } from 'pdf-lib';

/** A stream's contents unpacked (its filters undone); throws on a filter pdf-lib does not know. */
export function streamBytes(stream: PDFStream): Uint8Array {
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
}
