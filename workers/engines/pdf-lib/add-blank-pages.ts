import type { ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { outputFilename } from '../../../src/contract/output-names';
import { savePageParts } from './page-parts';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import {
  addBlankPagesOperation, blankPagePositions, type AddBlankPagesFacts, type AddBlankPagesSettings,
} from '../../../src/contract/add-blank-pages';

/** The PDF with blank pages added where asked; every page of it kept whole (links, form fields, bookmarks). */
export const addBlankPages = implement(addBlankPagesOperation, async function addBlankPages(
  job: EngineJob<AddBlankPagesSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<AddBlankPagesFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    const pageCount = source.getPageCount();
    const blanksAt = withSettingsChecked(() => blankPagePositions(job.settings, pageCount));
    inlineNamedDestinations(source);
    const pages = source.getPageIndices().map((index) => index + 1);
    const plan = { filename: outputFilename(file.name, 'blank-pages'), pages, blanksAt };
    const { outputs } = await savePageParts(source, [plan], { creator: 'Folio — Add Blank Pages', onProgress });
    return { outputs, facts: { blankPages: blanksAt.length } };
  });
});
