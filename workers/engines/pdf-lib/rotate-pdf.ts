import type { ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { outputFilename } from '../../../src/contract/output-names';
import { savePageParts } from './page-parts';
import { onlyFile, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { pagesToTurn, rotatePdfOperation, type RotateSettings } from '../../../src/contract/rotate-pdf';

/** The PDF with the chosen pages turned (added to their own /Rotate), every page kept whole. */
export const rotatePdf = implement(rotatePdfOperation, async function rotatePdf(job: EngineJob<RotateSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, (source) => {
    const pageCount = source.getPageCount();
    const turned = withSettingsChecked(() => pagesToTurn(job.settings, pageCount));
    const rotations = new Map(turned.map((page) => [page, Number(job.settings.angle)]));
    inlineNamedDestinations(source);
    const plan = { filename: outputFilename(file.name, 'rotated'), pages: source.getPageIndices().map((index) => index + 1) };
    return savePageParts(source, [plan], { creator: 'Folio — Rotate Pages', rotations, onProgress });
  });
});
