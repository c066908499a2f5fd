import { PDFDocument } from 'pdf-lib';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { withPdfs } from './with-pdf';
import { readNamedPdf } from '../../../src/contract/named-file';
import { noFacts, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import type { NoSettings } from '../../../src/contract/api-call';
import { inlineNamedDestinations } from './named-destinations';
import { copyAllPages } from './page-aware-copier';
import { addFileOutline, type OutlineSection } from './file-outline';
import { pagePlaces } from './page-outline';
import { mergeFormFields } from './merge-form-fields';
import { implement } from '../../runtime/operations';
import { mergePdfsOperation } from '../../../src/contract/merge-pdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

/**
 * Joins PDFs in the given order. Every page keeps its size, rotation, links and annotations;
 * the result gets one bookmark per source file, holding that file's own bookmarks.
 */
export const mergePdfs = implement(mergePdfsOperation, async function mergePdfs(job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> {
  const files = await Promise.all(job.files.map(readNamedPdf));
  if (files.length < 2) throw new EngineError('bad-params', 'Add at least two PDF files to merge.');
  return withPdfs(files, async (sources, attribute) => {
    const totalPages = sources.reduce((sum, source) => sum + source.getPageCount(), 0);
    // Progress counts pages copied; writing the file takes about as long as copying a quarter of them.
    const total = totalPages + Math.ceil(totalPages / 4);
    const merged = await PDFDocument.create();
    const sections: OutlineSection[] = [];
    let pagesDone = 0;
    for (const [index, source] of sources.entries()) {
      attribute(index, () => {
        inlineNamedDestinations(source);
        const { pages, copy } = copyAllPages(source, merged, () => onProgress?.(++pagesDone, total));
        pages.forEach((page) => merged.addPage(page));
        sections.push({
          title: titleOf(files[index].name), firstPage: pages[0].ref,
          source, target: merged, keptPages: pagePlaces(source, source.getPageIndices(), pages), copy,
        });
        mergeFormFields(source, merged, copy);
      });
    }
    addFileOutline(merged, sections);
    merged.setProducer('Folio');
    merged.setCreator('Folio — Merge PDF');
    const bytes = await saveWithPdfLib(merged, { useObjectStreams: true });
    onProgress?.(total, total);
    return { outputs: [pdfOutput('merged.pdf', bytes, merged.getPageCount())], facts: noFacts };
  });
});

function titleOf(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '');
}
