import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from './with-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { outputFilename } from '../../../src/contract/output-names';
import { savePageParts } from './page-parts';
import { onlyFile, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { pagesOf, rangesOrBadParams } from './page-range-params';
import { implement } from '../../runtime/operations';
import { organizePdfOperation, type OrganizeSettings } from '../../../src/contract/organize-pdf';

/** The PDF with its pages reordered, removed and turned as the person arranged them. */
export const organizePdf = implement(organizePdfOperation, async function organizePdf(job: EngineJob<OrganizeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const { order, rotate } = job.settings;
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, (source) => {
    const pageCount = source.getPageCount();
    const pages = parseOrder(order, pageCount);
    const rotations = parseRotations(rotate, pageCount);
    inlineNamedDestinations(source);
    const plan = { filename: outputFilename(file.name, 'organized'), pages };
    return savePageParts(source, [plan], { creator: 'Folio — Organize PDF', rotations, onProgress });
  });
});

/** Pages in the typed order; ranges (3-5) stand for their pages. Each page at most once. */
function parseOrder(order: string, pageCount: number): number[] {
  if (order.trim() === '') throw new EngineError('bad-params', 'Keep at least one page: a PDF needs at least one page.');
  const pages = rangesOrBadParams(order, pageCount).flatMap(pagesOf);
  const seen = new Set<number>();
  for (const page of pages) {
    if (seen.has(page)) throw new EngineError('bad-params', `Page ${page} appears twice in the new order.`);
    seen.add(page);
  }
  return pages;
}

function parseRotations(rotate: string, pageCount: number): Map<number, number> {
  const rotations = new Map<number, number>();
  for (const entry of rotate.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(\d+)\s*:\s*(-?\d+)$/.exec(entry);
    if (!match) throw new EngineError('bad-params', `"${entry}" is not a rotation: write page:degrees, for example 2:90.`);
    const turn = Number(match[2]);
    if (turn % 90 !== 0) throw new EngineError('bad-params', `"${entry}": pages turn in steps of 90 degrees.`);
    rotations.set(rangesOrBadParams(match[1], pageCount)[0].first, turn);
  }
  return rotations;
}
