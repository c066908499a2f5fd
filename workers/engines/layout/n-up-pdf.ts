import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob, type EngineResult, type NoFacts, noFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { nupLayout } from '../../../src/contract/n-up-layout';
import { nupPdfOperation, nupSuffix, type NupSettings } from '../../../src/contract/n-up-pdf';
import { outputFilename } from '../../../src/contract/output-names';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import { drawFrame, saveImposition, startImposition } from './imposed-pdf';
import { drawUpright } from './upright-page';

/**
 * Puts 2–16 pages on each sheet. The sheet and its grid are chosen for the first page; every page
 * is fitted into its own cell, so a landscape page among portrait ones is smaller, never cropped.
 */
export const nupPdf = implement(nupPdfOperation, async function nupPdf(job: EngineJob<NupSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const { settings } = job;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    const imposition = await startImposition(source);
    const { target, pages } = imposition;
    const layout = layoutOrBadParams(settings, pages[0]);
    const perSheet = layout.cells.length;
    // Drawing is quick; writing the file takes about as long as a quarter of the pages.
    const total = pages.length + Math.ceil(pages.length / 4);
    for (let first = 0; first < pages.length; first += perSheet) {
      const sheet = target.addPage([layout.sheet.width, layout.sheet.height]);
      pages.slice(first, first + perSheet).forEach((page, index) => {
        const placed = drawUpright(sheet, page, layout.cells[index]);
        if (settings.border) drawFrame(sheet, placed);
      });
      onProgress?.(Math.min(first + perSheet, pages.length), total);
    }
    const output = await saveImposition(imposition, outputFilename(file.name, nupSuffix(settings.perSheet)), 'N-up');
    onProgress?.(total, total);
    return { outputs: [output], facts: noFacts };
  });
});

function layoutOrBadParams(settings: NupSettings, page: { width: number; height: number }) {
  try {
    return nupLayout(settings, page);
  } catch {
    throw new EngineError('bad-params', 'The margins and gaps leave no room for the pages: make them smaller.');
  }
}
