import type { PDFDocument, PDFEmbeddedPage, PDFPage } from 'pdf-lib';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { noFacts, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import {
  OVERLAID_SUFFIX, OVERLAY_FITS, OVERLAY_LAYERS, OVERLAY_PAGE_MODES, overlayPdfOperation, overlayRect, type OverlayFit, type OverlayPageMode, type OverlaySettings,
} from '../../../src/contract/overlay-pdf';
import { checkChoice, withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { withPdfs, type Attribute } from '../pdf-lib/with-pdf';
import { drawFormOnPage } from './overlay-form-drawing';
import { invert, multiply, scaleAndMove, viewedPage, type Matrix } from './viewed-page-geometry';
import { saveWithPdfLib } from '../pdf-lib-pace';

/**
 * Draws the overlay's pages above or below the document's pages, as form XObjects: the overlay's text
 * and vectors stay what they were, and each overlay page is stored once however many pages show it.
 * The document keeps its links, annotations and form fields; the overlay's own are not carried over.
 */
export const overlayPdf = implement(overlayPdfOperation, async function overlayPdf(job: EngineJob<OverlaySettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const settings = withSettingsChecked(() => ({
    layer: checkChoice(job.settings.layer, OVERLAY_LAYERS, 'Layer'),
    pages: checkChoice(job.settings.pages, OVERLAY_PAGE_MODES, 'Overlay pages'),
    fit: checkChoice(job.settings.fit, OVERLAY_FITS, 'Overlay size'),
  }));
  if (job.files.length !== 2) {
    throw new EngineError('bad-params', job.files.length < 2
      ? 'Add the overlay PDF: Overlay needs the document and the PDF to draw on it.'
      : 'Overlay takes two PDFs: the document, then the overlay.');
  }
  const files = await Promise.all(job.files.map(readNamedPdf));
  return withPdfs(files, async ([document, overlay], attribute) => {
    const pages = document.getPages();
    const overlayPages = overlay.getPages();
    const total = pages.length + Math.ceil(pages.length / 4);
    const forms = new Map<number, PDFEmbeddedPage>();
    for (const [index, page] of pages.entries()) {
      const overlayIndex = overlayPageFor(index, settings.pages, overlayPages.length);
      if (overlayIndex !== undefined) {
        const source = overlayPages[overlayIndex];
        const form = forms.get(overlayIndex) ?? await embedOverlayPage(document, source, attribute);
        forms.set(overlayIndex, form);
        drawFormOnPage(document, page, form, placement(page, source, settings.fit), settings.layer);
      }
      onProgress?.(index + 1, total);
    }
    document.setProducer('Folio');
    document.setCreator('Folio — Overlay PDF');
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    onProgress?.(total, total);
    return { outputs: [pdfOutput(outputFilename(files[0].name, OVERLAID_SUFFIX), bytes, pages.length)], facts: noFacts };
  });
});

/** Which overlay page goes on document page `index` (0-based); none past the overlay's end page for page. */
export function overlayPageFor(index: number, mode: OverlayPageMode, overlayCount: number): number | undefined {
  if (mode === 'first') return 0;
  if (mode === 'repeat') return index % overlayCount;
  return index < overlayCount ? index : undefined;
}

/** The overlay page's visible part (its CropBox) as a form; a failure there blames the overlay file. */
async function embedOverlayPage(document: PDFDocument, page: PDFPage, attribute: Attribute): Promise<PDFEmbeddedPage> {
  const { x, y, width, height } = page.getCropBox();
  try {
    return await document.embedPage(page, { left: x, bottom: y, right: x + width, top: y + height });
  } catch (error) {
    return attribute(1, () => { throw error; });
  }
}

/**
 * The matrix that puts the overlay page on the document page as both are viewed (each turned by its
 * own /Rotate): at the page's bottom-left corner at its own size, or scaled to fit and centred.
 */
function placement(page: PDFPage, source: PDFPage, fit: OverlayFit): Matrix {
  const target = viewedPage(page);
  const overlay = viewedPage(source);
  const rect = overlayRect(target, overlay, fit);
  const place = scaleAndMove(rect.width / overlay.width, rect.x, rect.y);
  // The form draws the overlay's CropBox from (0, 0): back to the overlay's own space first.
  const formToOverlay: Matrix = [1, 0, 0, 1, overlay.box.x, overlay.box.y];
  return multiply(multiply(multiply(formToOverlay, overlay.toViewed), place), invert(target.toViewed));
}
