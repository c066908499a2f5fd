import type { Matrix, PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import type { NoSettings } from '../../../src/contract/api-call';
import {
  cropMarginsOperation, cropRects, detectContentBoxesOperation,
  type ContentBoxesAnswer, type CropMarginsSettings, type CroppedPages, type PageRect,
} from '../../../src/contract/crop-margins';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import type { MupdfPdf } from '../mupdf/open-mupdf';
import { detectContentBoxes } from './content-box';
import { readWithMupdf } from '../mupdf/read-with-mupdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

/** Each page's content box, for the screen's preview. */
export const detectPageContentBoxes = implement(detectContentBoxesOperation, async function detectPageContentBoxes(
  job: EngineJob<NoSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<ContentBoxesAnswer>> {
  const file = await readNamedPdf(onlyFile(job));
  const pages = await readWithMupdf(file, (pdf) => detectContentBoxes(pdf, onProgress));
  return { outputs: [], facts: { pages } };
});

/** A PDF rectangle: lower-left corner, width and height in the page's own user space. */
interface UserSpaceBox { x: number; y: number; width: number; height: number }

/**
 * Sets each page's CropBox to its content plus the margin (one box for all, or each its own). The
 * content streams are not touched: the rest of the page is hidden, not removed, and a reader can
 * still show it by resetting the box. Pages with nothing on them keep their box.
 */
export const cropMargins = implement(cropMarginsOperation, async function cropMargins(
  job: EngineJob<CropMarginsSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<CroppedPages>> {
  const file = await readNamedPdf(onlyFile(job));
  const boxes = await readWithMupdf(file, (pdf) => {
    const rects = cropRects(detectContentBoxes(pdf, onProgress), job.settings);
    return rects.map((rect, index) => (rect ? userSpaceBox(pdf, index, rect) : null));
  });
  return withPdf(file, async (document) => {
    const pages = document.getPages();
    boxes.forEach((box, index) => {
      if (box && pages[index]) pages[index].setCropBox(box.x, box.y, box.width, box.height);
    });
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    const output = pdfOutput(outputFilename(file.name, 'cropped'), bytes, document.getPageCount());
    return { outputs: [output], facts: { cropped: boxes.filter(Boolean).length } };
  });
});

/**
 * The rectangle (points from the top-left of the page as shown) in the page's user space: MuPDF's
 * page transform maps user space to the shown page (CropBox origin, rotation, y downwards); its
 * inverse maps back.
 */
function userSpaceBox({ mupdf, doc }: MupdfPdf, index: number, rect: PageRect): UserSpaceBox {
  const page = doc.loadPage(index) as PDFPage;
  try {
    const [x0, y0] = page.getBounds();
    const toUser: Matrix = mupdf.Matrix.invert(page.getTransform());
    const [left, bottom, right, top] = mupdf.Rect.transform([rect.left + x0, rect.top + y0, rect.right + x0, rect.bottom + y0], toUser);
    return { x: left, y: bottom, width: right - left, height: top - bottom };
  } finally {
    page.destroy();
  }
}
