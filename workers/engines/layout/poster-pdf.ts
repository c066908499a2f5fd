import { rgb, type PDFPage } from 'pdf-lib';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, noFacts, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import type { Rect } from '../../../src/contract/n-up-layout';
import { outputFilename } from '../../../src/contract/output-names';
import { mmToPoints } from '../../../src/contract/paper-sizes';
import { posterLayout } from '../../../src/contract/poster-layout';
import { MAX_POSTER_TILES, POSTER_SUFFIX, posterPdfOperation, type PosterSettings } from '../../../src/contract/poster-pdf';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import { saveImposition, startImposition } from './imposed-pdf';
import { clipped, drawUpright } from './upright-page';

/**
 * Splits each page into tiles of a paper size, in reading order (rows from the top, left to right),
 * each repeating `overlap` of its neighbours so the sheets can be glued edge over edge. A page of any
 * size is tiled; only a run of more than MAX_POSTER_TILES sheets is refused.
 */
export const posterPdf = implement(posterPdfOperation, async function posterPdf(job: EngineJob<PosterSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const { settings } = job;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    const imposition = await startImposition(source);
    const { target, pages } = imposition;
    const layouts = pages.map((page) => posterLayout(settings, page));
    const total = layouts.reduce((sum, layout) => sum + layout.tiles.length, 0);
    if (total > MAX_POSTER_TILES) {
      throw new EngineError('bad-params', `This would print ${total} sheets (at most ${MAX_POSTER_TILES}): lower the scale or choose a larger paper.`);
    }
    // Drawing is quick; writing the file takes about as long as a quarter of the tiles.
    const work = total + Math.ceil(total / 4);
    let done = 0;
    pages.forEach((page, index) => {
      const layout = layouts[index];
      for (const tile of layout.tiles) {
        const sheet = target.addPage([layout.paper.width, layout.paper.height]);
        const { content, scaled } = layout;
        // The scaled page placed so that the tile's part of it lands on the printable area.
        const placed = { x: content.x - tile.left, y: content.y + content.height + tile.top - scaled.height, ...scaled };
        clipped(sheet, content, () => drawUpright(sheet, page, placed, layout.scale));
        if (settings.cutMarks) drawCutMarks(sheet, content);
        onProgress?.(++done, work);
      }
    });
    const output = await saveImposition(imposition, outputFilename(file.name, POSTER_SUFFIX), 'Poster');
    onProgress?.(work, work);
    return { outputs: [output], facts: noFacts };
  });
});

/** Short lines in the margin marking the printed area's corners: where to cut. None without a margin. */
function drawCutMarks(sheet: PDFPage, content: Rect): void {
  const gap = mmToPoints(1);
  const length = Math.min(content.x - gap, mmToPoints(6));
  if (length < mmToPoints(2)) return;
  const line = { thickness: 0.5, color: rgb(0, 0, 0) };
  const xs = [content.x, content.x + content.width];
  const ys = [content.y, content.y + content.height];
  for (const x of xs) {
    for (const y of ys) {
      const outward = y === content.y ? -1 : 1;
      sheet.drawLine({ start: { x, y: y + outward * gap }, end: { x, y: y + outward * (gap + length) }, ...line });
    }
  }
  for (const y of ys) {
    for (const x of xs) {
      const outward = x === content.x ? -1 : 1;
      sheet.drawLine({ start: { x: x + outward * gap, y }, end: { x: x + outward * (gap + length), y }, ...line });
    }
  }
}
