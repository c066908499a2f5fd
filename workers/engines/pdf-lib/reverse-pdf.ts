import type { ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { outputFilename } from '../../../src/contract/output-names';
import { savePageParts } from './page-parts';
import { onlyFile, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import type { NoSettings } from '../../../src/contract/api-call';
import { implement } from '../../runtime/operations';
import { reversePdfOperation } from '../../../src/contract/reverse-pdf';

/** The PDF's pages last page first, each kept whole (links, annotations, form fields, bookmarks). */
export const reversePdf = implement(reversePdfOperation, async function reversePdf(job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, (source) => {
    const pages = source.getPageIndices().map((index) => index + 1).reverse();
    inlineNamedDestinations(source);
    const plan = { filename: outputFilename(file.name, 'reversed'), pages };
    return savePageParts(source, [plan], { creator: 'Folio — Reverse Order', onProgress });
  });
});
