// One image's frames as pages of a PDF being made: each frame embedded as it is (a JPEG's own bytes,
// a PNG's samples, other formats' exact pixels) and drawn on a page laid out by the settings, a JPEG
// turned by its EXIF orientation with the page's matrix rather than re-encoded.
import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { ImagePageSettings } from '../../../src/contract/convert-to-pdf';
import type { ImageFrame } from './decode-image';
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

/** Adds a page per frame, in order. */
export async function addImagePages(document: PDFDocument, frames: ImageFrame[], layout: Omit<ImagePageSettings, 'combine'>): Promise<void> {
  for (const frame of frames) {
    const placed = await embedFrame(document, frame);
    const { pageWidth, pageHeight, x, y, width, height } = layoutPage(placed.width, placed.height, layout);
    const page = document.addPage([pageWidth, pageHeight]);
    const name = page.node.newXObject('Image', placed.ref);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(width, 0, 0, height, x, y),
      concatTransformationMatrix(...ORIENTATION_MATRICES[placed.orientation]),
      drawObject(name),
      popGraphicsState(),
    );
  }
}
