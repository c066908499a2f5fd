import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, noFacts, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { bookletHalves, bookletSheet, bookletSides, creepShift } from '../../../src/contract/booklet-layout';
import { bookletPdfOperation, bookletSuffix, creepRule, type BookletSettings } from '../../../src/contract/booklet-pdf';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { checkNumber, withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import { saveImposition, startImposition } from './imposed-pdf';
import { clipped, drawUpright } from './upright-page';

/**
 * Lays a PDF out as a saddle-stitched booklet (or two pages per side in order): each side holds two
 * pages, each fitted and centred in its half. Sides come in print order, front then back of each sheet.
 */
export const bookletPdf = implement(bookletPdfOperation, async function bookletPdf(job: EngineJob<BookletSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const { settings } = job;
  withSettingsChecked(() => checkNumber(settings.creep, creepRule));
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    const imposition = await startImposition(source);
    const { target, pages } = imposition;
    const size = bookletSheet(settings, pages[0]);
    const halves = bookletHalves(size);
    const sides = bookletSides(pages.length, settings.mode, settings.binding);
    // Drawing is quick; writing the file takes about as long as a quarter of the sides.
    const total = sides.length + Math.ceil(sides.length / 4);
    for (const [index, side] of sides.entries()) {
      const sheet = target.addPage([size.width, size.height]);
      const shift = creepShift(settings, side.sheet);
      for (const [half, number, towardsSpine] of [[halves.left, side.left, shift], [halves.right, side.right, -shift]] as const) {
        if (number === null) continue;
        clipped(sheet, half, () => drawUpright(sheet, pages[number - 1], { ...half, x: half.x + towardsSpine }));
      }
      onProgress?.(index + 1, total);
    }
    const output = await saveImposition(imposition, outputFilename(file.name, bookletSuffix(settings.mode)), 'Booklet');
    onProgress?.(total, total);
    return { outputs: [output], facts: noFacts };
  });
});
