import type { Image, PDFDocument, PDFObject } from 'mupdf';
import type { Mupdf } from './load-mupdf';

/**
 * `doc.loadImage`, without its leak: mupdf.js 1.28.1 wraps the image MuPDF hands over (a reference
 * already ours) with Image's constructor, which takes one more, so destroying the wrapper never frees
 * the image and its compressed stream stays in WebAssembly memory for good. On the bench's 97 MB file
 * of 59 photos that grew MuPDF's memory by about each photo's stored size (from 112 MB after the first
 * image to 232 MB). The extra reference is dropped here; workers/engines/mupdf/load-image.test.ts
 * fails if a later mupdf.js stops taking it (the drop would then free the image under the wrapper).
 */
export function loadImage(mupdf: Mupdf, doc: PDFDocument, ref: PDFObject): Image {
  const image = doc.loadImage(ref);
  (mupdf.Image as unknown as { _drop(pointer: number): void })._drop(image.pointer);
  return image;
}
