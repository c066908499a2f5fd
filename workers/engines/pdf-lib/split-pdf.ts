import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { pagesFileName, uniqueFileNames } from '../../../src/contract/output-names';
import { savePageParts, type PartPlan } from './page-parts';
import { pagesOf, rangesOrBadParams } from './page-range-params';
import { implement } from '../../runtime/operations';
import { splitPdfOperation, type SplitSettings } from '../../../src/contract/split-pdf';

/** Splits one PDF: each typed range becomes one file, or every N pages start a new file. */
export const splitPdf = implement(splitPdfOperation, async function splitPdf(job: EngineJob<SplitSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const { mode, range, every } = job.settings;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, (source) => {
    const pageCount = source.getPageCount();
    const groups = mode === 'range' ? rangesOrBadParams(range, pageCount).map(pagesOf) : everyNPages(pageCount, every);
    const names = uniqueFileNames(groups.map((pages) => pagesFileName(file.name, pages)));
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
