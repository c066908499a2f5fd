import type { PDFDocument, PDFPage } from 'pdf-lib';
import { checkPageNumberSettings, type PageNumberSettings } from '../../../src/contract/add-page-numbers';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import type { ProgressCallback } from '../../../src/contract/errors';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { withPdf } from '../pdf-lib/with-pdf';
import { pageLabel } from './number-labels';
import { copyOnePage, withPreviewSource } from './one-page-copy';
import { pageFrame } from './page-frame';
import { addStampStream, textOperators, transform } from './stamp-stream';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { targetPages } from './target-pages';
import { layOutText } from './text-line';
import type { StampFacts, StampPreview, StampPreviewInput } from '../../../src/contract/stamp-results';
import { implement } from '../../runtime/operations';
import { addPageNumbersOperation, NUMBERED_SUFFIX, previewPageNumbersOperation } from '../../../src/contract/add-page-numbers';
import { saveWithPdfLib } from '../pdf-lib-pace';

/**
 * Writes a number on the chosen pages: the first chosen page gets the starting number, the next
 * one the next number, and so on. Everything else in the file (page sizes, rotations, links,
 * form fields) stays as it was: the pages are stamped in place. The output is `<input>-numbered.pdf`.
 */
export const addPageNumbers = implement(addPageNumbersOperation, async function addPageNumbers(
  job: EngineJob<PageNumberSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<StampFacts>> {
  const { settings } = job;
  withSettingsChecked(() => checkPageNumberSettings(settings));
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const { targets, labels } = plan(document, settings);
    const pages = document.getPages();
    // Progress counts pages stamped; writing the file takes about as long as a quarter of them.
    const total = targets.length + Math.ceil(targets.length / 4);
    const missing = new Set<string>();
    for (const [index, pageNumber] of targets.entries()) {
      (await numberPage(document, pages[pageNumber - 1], labels[index], settings)).forEach((character) => missing.add(character));
      onProgress?.(index + 1, total);
    }
    document.setProducer('Folio');
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    onProgress?.(total, total);
    return {
      outputs: [pdfOutput(outputFilename(file.name, NUMBERED_SUFFIX), bytes, pages.length)],
      facts: { stampedPages: targets, missing: [...missing] },
    };
  });
});

/** The first numbered page alone, numbered exactly as the full run numbers it. */
export const previewPageNumbers = implement(previewPageNumbersOperation, async function previewPageNumbers(
  { source, settings }: StampPreviewInput<PageNumberSettings>,
): Promise<StampPreview> {
  withSettingsChecked(() => checkPageNumberSettings(settings));
  return withPreviewSource(source, async (original) => {
    const { targets, labels } = plan(original, settings);
    const { document, page } = await copyOnePage(original, targets[0]);
    const missing = await numberPage(document, page, labels[0], settings);
    return { bytes: await saveWithPdfLib(document), pageNumber: targets[0], pageCount: original.getPageCount(), missing };
  });
});

function plan(document: PDFDocument, settings: PageNumberSettings) {
  return withSettingsChecked(() => {
    const targets = targetPages(settings.pages, document.getPageCount());
    return { targets, labels: targets.map((_, index) => pageLabel(settings.start + index, settings)) };
  });
}

async function numberPage(document: PDFDocument, page: PDFPage, label: string, settings: PageNumberSettings): Promise<string[]> {
  const line = await layOutText(document, label, settings.font, settings.size);
  const frame = pageFrame(page);
  const x = settings.alignment === 'left' ? settings.marginX
    : settings.alignment === 'right' ? frame.width - settings.marginX - line.width
      : (frame.width - line.width) / 2;
  // The margin is measured from the page edge to the baseline (bottom) or to the tops of the letters (top).
  const y = settings.position === 'bottom' ? settings.marginY : frame.height - settings.marginY - line.ascent;
  addStampStream(page, [transform(frame.toPage), ...textOperators(page, line, x, y, [0, 0, 0])], 'above');
  return line.missing;
}
