import type { PDFDocument, PDFPage, PDFRef, PDFDict } from 'pdf-lib';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { noFacts, onlyFile, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import {
  checkResizeSettings, MAX_PAGE_POINTS, RESIZED_SUFFIX, resizedPage, resizePdfOperation, type ResizeSettings,
} from '../../../src/contract/resize-pdf';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import { movePageAnnotations } from './move-page-annotations';
import { movePageDestinations } from './move-page-destinations';
import { resizePageBoxes, type BoxChange } from './resize-page-boxes';
import { invert, multiply, scaleAndMove, transformBox, viewedBox, viewedPage, type Box, type Matrix } from './viewed-page-geometry';
import { wrapPageContent } from './wrap-page-content';
import { saveWithPdfLib } from '../pdf-lib-pace';

/**
 * Scales every page onto a paper size (fit: whole page visible and centred; fill: the sheet covered,
 * the overflow cropped equally), or adds margins by enlarging the page's boxes. The content is wrapped
 * in a matrix, never redrawn: text stays text, vectors stay vectors; links and form fields follow.
 */
export const resizePdf = implement(resizePdfOperation, async function resizePdf(job: EngineJob<ResizeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const settings = withSettingsChecked(() => checkResizeSettings(job.settings));
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const pages = document.getPages();
    // Writing the file takes about as long as a quarter of the pages.
    const total = pages.length + Math.ceil(pages.length / 4);
    const moved = new Set<PDFRef | PDFDict>();
    const matrices = new Map<PDFRef, Matrix>();
    pages.forEach((page, index) => {
      if (settings.mode === 'scale') matrices.set(page.ref, scalePage(document, page, settings, moved));
      else addMargins(document, page, settings, index);
      checkPageSize(page, index);
      onProgress?.(index + 1, total);
    });
    // Links and bookmarks that lead to a spot on a scaled page follow its content.
    if (matrices.size > 0) movePageDestinations(document, matrices);
    document.setProducer('Folio');
    document.setCreator('Folio — Resize pages');
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    onProgress?.(total, total);
    return { outputs: [pdfOutput(outputFilename(file.name, RESIZED_SUFFIX), bytes, pages.length)], facts: noFacts };
  });
});

function scalePage(document: PDFDocument, page: PDFPage, settings: ResizeSettings, moved: Set<PDFRef | PDFDict>): Matrix {
  const view = viewedPage(page);
  const layout = resizedPage(settings, view, 0);
  if (!layout) throw new EngineError('bad-params', 'The margin leaves no room for the page on this paper size: choose a smaller margin.');
  const place = scaleAndMove(layout.page.width / view.width, layout.page.x, layout.page.y);
  // The sheet keeps the page's /Rotate, so its own box is the viewed size turned back.
  const turned = view.rotation === 90 || view.rotation === 270;
  const sheet: Box = { x: 0, y: 0, width: turned ? layout.sheet.height : layout.sheet.width, height: turned ? layout.sheet.width : layout.sheet.height };
  const matrix: Matrix = multiply(multiply(view.toViewed, place), invert(viewedBox(sheet, view.rotation).toViewed));
  wrapPageContent(document, page, view.box, matrix);
  movePageAnnotations(page, matrix, moved);
  resizePageBoxes(page, sheet, (box) => transformBox(matrix, box));
  return matrix;
}

function addMargins(document: PDFDocument, page: PDFPage, settings: ResizeSettings, index: number): void {
  const view = viewedPage(page);
  const { sheet, page: placed } = resizedPage(settings, view, index)!;
  const [left, bottom] = [placed.x, placed.y];
  const [right, top] = [sheet.width - placed.x - placed.width, sheet.height - placed.y - placed.height];
  const fromViewed = invert(view.toViewed);
  const grow: BoxChange = (box) => {
    const viewed = transformBox(view.toViewed, box);
    return transformBox(fromViewed, {
      x: viewed.x - left, y: viewed.y - bottom, width: viewed.width + left + right, height: viewed.height + top + bottom,
    });
  };
  // What lay outside the CropBox stays hidden: the new margins are blank.
  wrapPageContent(document, page, view.box);
  resizePageBoxes(page, grow(view.box), grow);
}

function checkPageSize(page: PDFPage, index: number): void {
  const { width, height } = page.getMediaBox();
  if (width > MAX_PAGE_POINTS + 0.5 || height > MAX_PAGE_POINTS + 0.5) {
    throw new EngineError('bad-params', `Page ${index + 1} would be larger than 200 inches (5,080 mm), the largest page a PDF can hold: choose smaller margins.`);
  }
}
