import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { pagesFileName, uniqueFileNames } from '../../../src/contract/output-names';
import { savePageParts, type PartPlan } from './page-parts';
import type { PagePartsResult } from '../../../src/contract/page-parts';
import { pagesOf, rangesOrBadParams } from './page-range-params';
import { implement } from '../../runtime/operations';
import { splitPdfOperation, type SplitOptions } from '../../../src/contract/split-pdf';

/** Splits one PDF: each typed range becomes one file, or every N pages start a new file. */
export const splitPdf = implement(splitPdfOperation, async function splitPdf(options: SplitOptions, onProgress?: ProgressCallback): Promise<PagePartsResult> {
  return withPdf(options.file, (source) => {
    const pageCount = source.getPageCount();
    const groups = options.mode === 'range'
      ? rangesOrBadParams(options.range, pageCount).map(pagesOf)
      : everyNPages(pageCount, options.every);
    const names = uniqueFileNames(groups.map((pages) => pagesFileName(options.file.name, pages)));
    const plans: PartPlan[] = groups.map((pages, index) => ({ filename: names[index], pages }));
    inlineNamedDestinations(source);
    return savePageParts(source, plans, { creator: 'Folio — Split PDF', onProgress });
  });
});

function everyNPages(pageCount: number, every: number): number[][] {
  if (!Number.isInteger(every) || every < 1) throw new EngineError('bad-params', 'Split every N pages needs a whole number of at least 1.');
  const groups: number[][] = [];
  for (let first = 1; first <= pageCount; first += every) {
    groups.push(pagesOf({ first, last: Math.min(pageCount, first + every - 1) }));
  }
  return groups;
}
