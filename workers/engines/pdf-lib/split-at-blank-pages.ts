// Split at blank separator sheets: each page is run and rendered with MuPDF (the detector Remove blank
// pages uses), the blank ones judged by the contract's rule end a part and are left out.
import { blankPages } from '../../../src/contract/blank-page-rule';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { pagesFileName, uniqueFileNames } from '../../../src/contract/output-names';
import { detectPageContents } from '../mupdf/blank-pages';
import { readWithMupdf } from '../mupdf/read-with-mupdf';
import { runsBetweenSeparators } from './page-groups';
import type { PartPlan } from './page-parts';

export const NO_SEPARATORS_MESSAGE = 'No blank separator pages were found at this ink threshold. Raise the threshold, or split by range, every N pages, bookmarks, size, equal parts or odd and even pages instead.';
export const ONLY_SEPARATORS_MESSAGE = 'Every page looks blank at this setting: lower the ink threshold.';

/** One part per run of pages between blank pages, named after its pages (scan-pages-1-4.pdf). */
export async function blankSeparatorPlans(file: NamedPdf, pageCount: number, thresholdPercent: number, onProgress?: ProgressCallback): Promise<PartPlan[]> {
  const facts = await readWithMupdf(file, (pdf) => detectPageContents(pdf, (done, total) => onProgress?.(done, total, 'detect')));
  const separators = blankPages(facts, thresholdPercent);
  if (separators.length === 0) throw new EngineError('bad-params', NO_SEPARATORS_MESSAGE);
  const runs = runsBetweenSeparators(pageCount, separators);
  if (runs.length === 0) throw new EngineError('bad-params', ONLY_SEPARATORS_MESSAGE);
  const names = uniqueFileNames(runs.map((pages) => pagesFileName(file.name, pages)));
  return runs.map((pages, index) => ({ filename: names[index], pages }));
}
