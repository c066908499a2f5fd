import type { PDFDocument } from 'pdf-lib';
import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { outputFilename, pagesFileName, uniqueFileNames } from '../../../src/contract/output-names';
import { savePageParts, type PartPlan } from './page-parts';
import { pagesOf, rangesOrBadParams } from './page-range-params';
import { equalParts, everyNPages, oddAndEvenPages } from './page-groups';
import { bookmarkPlans } from './split-by-bookmarks';
import { splitBySize } from './split-by-size';
import { blankSeparatorPlans } from './split-at-blank-pages';
import { implement } from '../../runtime/operations';
import {
  BYTES_PER_MEGABYTE, checkMaxMegabytes, defaultSplitSettings, splitPdfOperation, type SplitFacts, type SplitSettings,
} from '../../../src/contract/split-pdf';

const creator = 'Folio — Split PDF';

/**
 * Splits one PDF: each typed range becomes one file, every N pages start a new file, each bookmark
 * starts one, parts as large as a size allows, N equal parts, the odd pages and the even pages, or
 * the runs of pages between blank separator sheets (left out).
 */
export const splitPdf = implement(splitPdfOperation, async function splitPdf(job: EngineJob<SplitSettings>, onProgress?: ProgressCallback): Promise<EngineResult<SplitFacts>> {
  const { settings } = job;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    inlineNamedDestinations(source);
    if (settings.mode === 'size') {
      const limit = checkMaxMegabytes(settings.maxMegabytes ?? defaultSplitSettings.maxMegabytes!) * BYTES_PER_MEGABYTE;
      const { outputs, overLimitParts } = await splitBySize(source, file.name, file.bytes.length, limit, creator, onProgress);
      return { outputs, facts: { overLimitParts } };
    }
    const { outputs } = await savePageParts(source, await partPlans(source, file, settings, onProgress), { creator, onProgress });
    return { outputs, facts: { overLimitParts: [] } };
  });
});

async function partPlans(source: PDFDocument, file: NamedPdf, settings: SplitSettings, onProgress?: ProgressCallback): Promise<PartPlan[]> {
  const { mode, range, every, level, parts, threshold } = settings;
  const fileName = file.name;
  const pageCount = source.getPageCount();
  if (mode === 'blank') return blankSeparatorPlans(file, pageCount, threshold ?? defaultSplitSettings.threshold!, onProgress);
  if (mode === 'bookmarks') return bookmarkPlans(source, fileName, level ?? defaultSplitSettings.level!);
  if (mode === 'odd-even') {
    const { odd, even } = oddAndEvenPages(pageCount);
    return [{ filename: outputFilename(fileName, 'odd-pages'), pages: odd }, { filename: outputFilename(fileName, 'even-pages'), pages: even }]
      .filter((plan) => plan.pages.length > 0);
  }
  const groups = mode === 'range' ? rangesOrBadParams(range, pageCount).map(pagesOf)
    : mode === 'every' ? everyNPages(pageCount, every)
      : equalParts(pageCount, parts ?? defaultSplitSettings.parts!);
  const names = uniqueFileNames(groups.map((pages) => pagesFileName(fileName, pages)));
  return groups.map((pages, index) => ({ filename: names[index], pages }));
}
