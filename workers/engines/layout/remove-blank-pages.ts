import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import type { NoSettings } from '../../../src/contract/api-call';
import {
  detectBlankPagesOperation, removeBlankPagesOperation,
  type BlankPagesAnswer, type RemovedBlankPages, type RemoveBlankPagesSettings,
} from '../../../src/contract/remove-blank-pages';
import { blankPages } from '../../../src/contract/blank-page-rule';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import { inlineNamedDestinations } from '../pdf-lib/named-destinations';
import { savePageParts } from '../pdf-lib/page-parts';
import { pagesOrBadParams } from '../pdf-lib/page-range-params';
import { detectPageContents } from '../mupdf/blank-pages';
import { readWithMupdf } from '../mupdf/read-with-mupdf';

/** Each page's facts (text, drawings, images, ink), for the screen to mark the blank ones. */
export const detectBlankPages = implement(detectBlankPagesOperation, async function detectBlankPages(
  job: EngineJob<NoSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<BlankPagesAnswer>> {
  const file = await readNamedPdf(onlyFile(job));
  const pages = await readWithMupdf(file, (pdf) => detectPageContents(pdf, onProgress));
  return { outputs: [], facts: { pages } };
});

/**
 * A copy without the pages the person marked, or without those found blank at the threshold. A PDF
 * needs a page: a threshold that finds every page blank is refused before anything is written.
 */
export const removeBlankPages = implement(removeBlankPagesOperation, async function removeBlankPages(
  job: EngineJob<RemoveBlankPagesSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<RemovedBlankPages>> {
  const { threshold, pages } = job.settings;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    const pageCount = source.getPageCount();
    const removed = pages.trim() === ''
      ? blankPages(await readWithMupdf(file, (pdf) => detectPageContents(pdf, onProgress)), threshold)
      : pagesOrBadParams(pages, pageCount);
    if (removed.length >= pageCount) {
      throw new EngineError('bad-params', pages.trim() === ''
        ? 'Every page looks blank at this setting: lower the ink threshold.'
        : `You cannot remove every page: a PDF needs at least one page. Mark fewer than ${pageCount} pages.`);
    }
    const gone = new Set(removed);
    const kept = source.getPageIndices().map((index) => index + 1).filter((page) => !gone.has(page));
    inlineNamedDestinations(source);
    const plan = { filename: outputFilename(file.name, 'no-blank-pages'), pages: kept };
    const { outputs } = await savePageParts(source, [plan], { creator: 'Folio — Remove Blank Pages', onProgress });
    return { outputs, facts: { removed: [...gone].sort((a, b) => a - b) } };
  });
});
