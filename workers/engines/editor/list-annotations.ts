import type { PDFAnnotation, PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { listAnnotationsOperation, type FileAnnotation, type ListAnnotationsResult } from '../../../src/contract/file-annotations';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { implement } from '../../runtime/operations';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { annotationFacts } from './annotation-facts';
import { pagePlaceOf } from './page-place';
import type { Mupdf } from '../mupdf/load-mupdf';

// Twice the page's resolution: sharp on the screen up to 200 % zoom.
const PICTURE_SCALE = 2;

/** A stamp's own appearance as a PNG with transparency, to show it on the screen as the file draws it. */
function pictureOf(mupdf: Mupdf, annotation: PDFAnnotation): Uint8Array {
  const pixmap = annotation.toPixmap(mupdf.Matrix.scale(PICTURE_SCALE, PICTURE_SCALE), mupdf.ColorSpace.DeviceRGB, true);
  try {
    return pixmap.asPNG().slice();
  } finally {
    pixmap.destroy();
  }
}

/**
 * Lists the annotations of a PDF that the editor can take over, and makes the backdrop: the same file
 * without them, whose pages the screen draws under the editor's items so they are not drawn twice.
 * Links, form widgets, popups and every other kind stay in the backdrop.
 */
export const listAnnotations = implement(listAnnotationsOperation, async ({ file }: { file: NamedPdf }, onProgress?: ProgressCallback): Promise<ListAnnotationsResult> => {
  const { mupdf, doc, pageCount } = await openWithMupdf(file, 0);
  try {
    const annotations: FileAnnotation[] = [];
    const pictures: Record<number, Uint8Array> = {};
    for (let index = 0; index < pageCount; index += 1) {
      onProgress?.(index, pageCount + 1);
      const page = doc.loadPage(index) as PDFPage;
      try {
        const place = pagePlaceOf(page);
        const known = page.getAnnotations().map((annotation) => ({ annotation, facts: annotationFacts(annotation, index + 1, place) }));
        // Deleted only once all are read: MuPDF's list of the page's annotations changes under a deletion.
        for (const { annotation, facts } of known) {
          if (!facts) continue;
          if (facts.kind === 'Stamp') pictures[facts.object] = pictureOf(mupdf, annotation);
          annotations.push(facts);
          page.deleteAnnotation(annotation);
        }
      } finally {
        page.destroy();
      }
    }
    if (annotations.length === 0) return { annotations, pictures };
    // Decrypted: the backdrop is drawn by the screen without asking for the password again.
    const buffer = doc.saveToBuffer('decrypt');
    const backdrop = buffer.asUint8Array().slice();
    buffer.destroy();
    onProgress?.(pageCount + 1, pageCount + 1);
    return { annotations, pictures, backdrop };
  } finally {
    doc.destroy();
  }
});
