// Images → PDF: one page per image (per frame of a multi-page TIFF), in the order given, all in one
// PDF (combine) or one PDF per image. JPEG files go in as they are, PNG files keep their samples,
// other formats are decoded and stored losslessly (image-pages.ts). An image that does not decode is
// left out and reported as a fact; the others still make their PDF. Only when none does is it an error.
import { PDFDocument } from 'pdf-lib';
import { COMBINED_PDF_NAMES, imagesToPdfOperation, type ConvertFailure, type ImagesToPdfFacts, type ImagePageSettings } from '../../../src/contract/convert-to-pdf';
import { pdfOutput, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { fileBytes } from '../../../src/contract/named-file';
import { fileStem, uniqueFileNames } from '../../../src/contract/output-names';
import { implement } from '../../runtime/operations';
import { decodeImage } from './decode-image';
import { addImagePages } from './image-pages';
import { saveWithPdfLib } from '../pdf-lib-pace';

export const imagesToPdf = implement(imagesToPdfOperation, async function imagesToPdf(
  { files, settings: { combine, ...layout } }: EngineJob<ImagePageSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<ImagesToPdfFacts>> {
  if (files.length === 0) throw new EngineError('bad-params', 'No image was sent.');
  const positions = files.map((_, fileIndex) => fileIndex);
  const groups = combine ? [positions] : positions.map((fileIndex) => [fileIndex]);
  const made: Array<{ group: number[]; bytes: Uint8Array; pages: number }> = [];
  const failures: ConvertFailure[] = [];
  for (const group of groups) {
    const document = await PDFDocument.create();
    for (const fileIndex of group) {
      onProgress?.(fileIndex, files.length);
      const { name } = files[fileIndex];
      try {
        await addImagePages(document, await decodeImage(name, await fileBytes(files[fileIndex])), layout);
      } catch (caught) {
        failures.push({ fileIndex, ...failureOf(caught, name) });
      }
    }
    if (document.getPageCount() > 0) made.push({ group, bytes: await saveWithPdfLib(document), pages: document.getPageCount() });
  }
  if (made.length === 0) {
    const [first] = failures;
    throw new EngineError(first.code, first.message, { fileIndex: first.fileIndex });
  }
  onProgress?.(files.length, files.length);
  // Named after the image, or for several combined after the type; two images of one name keep both.
  const names = uniqueFileNames(made.map(({ group }) => (group.length === 1 ? `${fileStem(files[group[0]].name)}.pdf` : COMBINED_PDF_NAMES.image)));
  const outputs: OutputFile[] = made.map(({ bytes, pages }, index) => pdfOutput(names[index], bytes, pages));
  return { outputs, facts: { failures } };
});

function failureOf(caught: unknown, name: string): Omit<ConvertFailure, 'fileIndex'> {
  const error = caught instanceof EngineError ? caught : new EngineError('corrupt', `${name} could not be read: the image looks damaged.`);
  return { code: error.code, message: error.message };
}
