import { PDFDocument } from 'pdf-lib';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { withPdfs } from './with-pdf';
import { readNamedPdf } from '../../../src/contract/named-file';
import { pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { outputFilename } from '../../../src/contract/output-names';
import { inlineNamedDestinations } from './named-destinations';
import { copyAllPages } from './page-aware-copier';
import { keptOutlineItems, pagePlaces, writeOutline, type KeptOutlineItem } from './page-outline';
import { mergeFormFields } from './merge-form-fields';
import { implement } from '../../runtime/operations';
import {
  alternateMergeNeedsTwoFiles, alternateMergePdfOperation, type AlternateMergeFacts, type AlternateMergeSettings,
} from '../../../src/contract/alternate-merge-pdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

/**
 * One page from each file in turn (fronts and backs of a double-sided scan), the files named in
 * `reverse` read from their last page; when one file runs out, the others go on in turn. Every page
 * keeps its size, rotation, links, annotations and form fields, and the files' bookmarks follow their pages.
 */
export const alternateMergePdf = implement(alternateMergePdfOperation, async function alternateMergePdf(
  job: EngineJob<AlternateMergeSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<AlternateMergeFacts>> {
  const files = await Promise.all(job.files.map(readNamedPdf));
  if (files.length < 2) throw new EngineError('bad-params', alternateMergeNeedsTwoFiles);
  const reversed = new Set(job.settings.reverse);
  const beyond = [...reversed].find((position) => position > files.length);
  if (beyond !== undefined) throw new EngineError('bad-params', `There is no file ${beyond} to reverse: ${files.length} files were given.`);
  return withPdfs(files, async (sources, attribute) => {
    const pageCounts = sources.map((source) => source.getPageCount());
    const totalPages = pageCounts.reduce((sum, count) => sum + count, 0);
    // Progress counts pages copied; writing the file takes about as long as copying a quarter of them.
    const total = totalPages + Math.ceil(totalPages / 4);
    let pagesDone = 0;
    const target = await PDFDocument.create();
    const bookmarks: KeptOutlineItem[] = [];
    const copiedPages = sources.map((source, index) => attribute(index, () => {
      inlineNamedDestinations(source);
      const { pages, copy } = copyAllPages(source, target, () => onProgress?.(++pagesDone, total));
      mergeFormFields(source, target, copy);
      bookmarks.push(...keptOutlineItems({ source, target, keptPages: pagePlaces(source, source.getPageIndices(), pages), copy }));
      return reversed.has(index + 1) ? [...pages].reverse() : pages;
    }));
    takenInTurn(copiedPages).forEach((page) => target.addPage(page));
    // Every file's bookmarks, file after file, each leading to its page's new place.
    writeOutline(target, bookmarks);
    target.setProducer('Folio');
    target.setCreator('Folio — Alternate Merge');
    const bytes = await saveWithPdfLib(target, { useObjectStreams: true });
    onProgress?.(total, total);
    const facts = { pageCounts, alternatedPages: Math.min(...pageCounts) * pageCounts.length };
    return { outputs: [pdfOutput(outputFilename(files[0].name, 'interleaved'), bytes, totalPages)], facts };
  });
});

/** Round-robin: the first page of each list, then the second of each, …; an exhausted list is skipped. */
export function takenInTurn<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, turn) => lists.flatMap((list) => (turn < list.length ? [list[turn]] : []))).flat();
}
