import type { PDFObject } from 'mupdf';

/** A stream's bytes copied out of MuPDF's memory: decoded, or as stored (`raw`: a JPEG's own bytes). */
export function streamContents(stream: PDFObject, { raw = false } = {}): Uint8Array {
  const buffer = raw ? stream.readRawStream() : stream.readStream();
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}
