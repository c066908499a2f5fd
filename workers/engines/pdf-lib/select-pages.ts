import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { pagesFileName, outputFilename } from '../../../src/contract/output-names';
import { savePageParts, type PartPlan } from './page-parts';
import { onlyFile, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { pagesOrBadParams } from './page-range-params';
import { implement } from '../../runtime/operations';
import { removePagesOperation, type RemovePagesSettings } from '../../../src/contract/remove-pages';
import { extractPagesOperation, type ExtractPagesSettings } from '../../../src/contract/extract-pages';

/** A copy of the PDF without the named pages. A PDF needs at least one page, so removing all is refused. */
export const removePages = implement(removePagesOperation, async function removePages(job: EngineJob<RemovePagesSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const { pages } = job.settings;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, (source) => {
    const pageCount = source.getPageCount();
    const removed = new Set(pagesOrBadParams(pages, pageCount));
    if (removed.size === pageCount) {
      throw new EngineError('bad-params', `You cannot remove every page: a PDF needs at least one page. Select fewer than ${pageCount} pages.`);
    }
    const kept = source.getPageIndices().map((index) => index + 1).filter((page) => !removed.has(page));
    inlineNamedDestinations(source);
    const plan = { filename: outputFilename(file.name, 'pages-removed'), pages: kept };
    return savePageParts(source, [plan], { creator: 'Folio — Remove Pages', onProgress });
  });
});

/** The named pages as a new PDF, or as one PDF per page when `individual`. */
export const extractPages = implement(extractPagesOperation, async function extractPages(
  job: EngineJob<ExtractPagesSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<NoFacts>> {
  const { pages, individual } = job.settings;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, (source) => {
    const chosen = pagesOrBadParams(pages, source.getPageCount());
    const plans: PartPlan[] = individual
      ? chosen.map((page) => ({ filename: pagesFileName(file.name, [page]), pages: [page] }))
      : [{ filename: pagesFileName(file.name, chosen, 'extracted'), pages: chosen }];
    inlineNamedDestinations(source);
    return savePageParts(source, plans, { creator: 'Folio — Extract Pages', onProgress });
  });
});
