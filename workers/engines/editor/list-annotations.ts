import type { PDFAnnotation, PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { listAnnotationsOperation, type FileAnnotation, type ListAnnotationsFacts } from '../../../src/contract/file-annotations';
import type { NoSettings } from '../../../src/contract/api-call';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { implement } from '../../runtime/operations';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
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
 * Links, form widgets, popups and every other kind stay in the backdrop. The stamps' pictures and the
 * backdrop are the outputs, named after the file; the facts say which is which.
 */
export const listAnnotations = implement(listAnnotationsOperation, async (job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ListAnnotationsFacts>> => {
  const file = await readNamedPdf(onlyFile(job));
  const { mupdf, doc, pageCount } = await openWithMupdf(file, 0);
  try {
    const annotations: FileAnnotation[] = [];
    const outputs: OutputFile[] = [];
    const pictureOutputs: Record<number, string> = {};
    for (let index = 0; index < pageCount; index += 1) {
      onProgress?.(index, pageCount + 1);
      const page = doc.loadPage(index) as PDFPage;
      try {
        const place = pagePlaceOf(page);
        const known = page.getAnnotations().map((annotation) => ({ annotation, facts: annotationFacts(annotation, index + 1, place) }));
        // Deleted only once all are read: MuPDF's list of the page's annotations changes under a deletion.
        for (const { annotation, facts } of known) {
          if (!facts) continue;
          if (facts.kind === 'Stamp') {
            const name = outputFilename(file.name, `stamp-${facts.object}`, 'png');
            outputs.push({ name, type: 'image/png', data: pictureOf(mupdf, annotation) });
            pictureOutputs[facts.object] = name;
          }
          annotations.push(facts);
          page.deleteAnnotation(annotation);
        }
      } finally {
        page.destroy();
      }
    }
    if (annotations.length === 0) return { outputs, facts: { annotations, pictureOutputs } };
    // Decrypted: the backdrop is drawn by the screen without asking for the password again.
    const buffer = doc.saveToBuffer('decrypt');
    const backdrop = pdfOutput(outputFilename(file.name, 'backdrop'), buffer.asUint8Array().slice(), pageCount);
    buffer.destroy();
    onProgress?.(pageCount + 1, pageCount + 1);
    return { outputs: [...outputs, backdrop], facts: { annotations, pictureOutputs, backdropOutput: backdrop.name } };
  } catch (error) {
    // MuPDF's own exception on a damaged object the repair could not mend: the file's fault, in words.
    throw codedPdfError(error, file.name, 0);
  } finally {
    doc.destroy();
  }
});
