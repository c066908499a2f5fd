// Images → PDF: one page per image (per frame of a multi-page TIFF), in the order given. JPEG files
// go in as they are (their bytes are the PDF's image stream, turned by their EXIF orientation with
// the page's matrix, never re-encoded); PNG files keep their samples (pdf-lib); other formats are
// decoded and stored losslessly. An image that does not decode is left out and reported; the others
// still make the PDF.
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState, type PDFRef } from 'pdf-lib';
import { imagesToPdfOperation } from '../../../src/contract/convert-to-pdf';
import { EngineError } from '../../../src/contract/errors';
import { implement } from '../../runtime/operations';
import { decodeImage, type ImageFrame } from './decode-image';
import type { ExifOrientation } from './jpeg-facts';
import { layoutPage } from './page-layout';
import { embedPixels } from './pixel-image';

/**
 * Maps the unit square of the stored image onto the unit square as it is seen, for each EXIF
 * orientation (PDF coordinates: y up). 6, for instance, is a photo stored turned left: its top row
 * is drawn down the right-hand side.
 */
const ORIENTATION_MATRICES: Record<ExifOrientation, [number, number, number, number, number, number]> = {
  1: [1, 0, 0, 1, 0, 0],
  2: [-1, 0, 0, 1, 1, 0],
  3: [-1, 0, 0, -1, 1, 1],
  4: [1, 0, 0, -1, 0, 1],
  5: [0, -1, -1, 0, 1, 1],
  6: [0, -1, 1, 0, 0, 1],
  7: [0, 1, 1, 0, 0, 0],
  8: [0, 1, -1, 0, 1, 0],
};

interface PlacedImage {
  ref: PDFRef;
  /** As seen, after the EXIF turn. */
  width: number;
  height: number;
  orientation: ExifOrientation;
}

async function embedFrame(document: PDFDocument, frame: ImageFrame): Promise<PlacedImage> {
  if (frame.kind === 'jpeg') {
    const image = await document.embedJpg(frame.bytes);
    const { width, height, orientation } = frame.facts;
    const turned = orientation >= 5;
    return { ref: image.ref, width: turned ? height : width, height: turned ? width : height, orientation };
  }
  if (frame.kind === 'png') {
    const image = await document.embedPng(frame.bytes);
    return { ref: image.ref, width: image.width, height: image.height, orientation: 1 };
  }
  return { ref: embedPixels(document, frame.rgba, frame.width, frame.height), width: frame.width, height: frame.height, orientation: 1 };
}

export const imagesToPdf = implement(imagesToPdfOperation, async ({ files, settings }, onProgress) => {
  const document = await PDFDocument.create();
  const failures: Array<{ fileIndex: number; code: string; message: string; error: EngineError }> = [];
  let pageCount = 0;
  for (const [fileIndex, file] of files.entries()) {
    onProgress?.(fileIndex, files.length);
    let frames: ImageFrame[];
    try {
      frames = await decodeImage(file.name, file.bytes);
      for (const frame of frames) {
        const placed = await embedFrame(document, frame);
        const layout = layoutPage(placed.width, placed.height, settings);
        const page = document.addPage([layout.pageWidth, layout.pageHeight]);
        const name = page.node.newXObject('Image', placed.ref);
        page.pushOperators(
          pushGraphicsState(),
          concatTransformationMatrix(layout.width, 0, 0, layout.height, layout.x, layout.y),
          concatTransformationMatrix(...ORIENTATION_MATRICES[placed.orientation]),
          drawObject(name),
          popGraphicsState(),
        );
        pageCount += 1;
      }
    } catch (caught) {
      const error = caught instanceof EngineError
        ? caught
        : new EngineError('corrupt', `${file.name} could not be read: the image looks damaged.`);
      failures.push({ fileIndex, code: error.code, message: error.message, error });
    }
  }
  if (pageCount === 0) {
    const first = failures[0];
    if (!first) throw new EngineError('bad-params', 'No image was sent.');
    throw new EngineError(first.error.code, first.message, { fileIndex: first.fileIndex });
  }
  onProgress?.(files.length, files.length);
  const bytes = await document.save();
  return { bytes, pageCount, failures: failures.map(({ fileIndex, code, message }) => ({ fileIndex, code, message })) };
});
