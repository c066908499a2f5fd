import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import type { NoSettings } from '../../../src/contract/api-call';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { codedPdfError } from '../pdf-errors';
import { addJobNotice } from '../../runtime/job-notices';
import { openWithMupdf, saveClean, type MupdfPdf } from './open-mupdf';
import { findingsFrom, repairReport } from './repair-findings';
import { checkPageContent } from './lost-content';
import { implement } from '../../runtime/operations';
import { inspectPdfOperation, repairPdfOperation, type PdfInspection, type RepairFacts, type RepairReport } from '../../../src/contract/repair-pdf';

/** Examines a PDF the way Repair will: opens it with MuPDF, walks every page, lists what is wrong. No file comes out. */
export const inspectPdf = implement(inspectPdfOperation, async function inspectPdf(job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<PdfInspection>> {
  onProgress?.(0, 1);
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0, { walkPages: true });
  try {
    const { problems, imagesUnchecked, engineMessages } = reportOf(pdf);
    onProgress?.(1, 1);
    return { outputs: [], facts: { pages: pdf.pageCount, problems, ...(imagesUnchecked ? { imagesUnchecked } : {}), engineMessages } };
  } catch (error) {
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});

/**
 * Repairs a PDF with MuPDF: the cross-reference table is rebuilt by scanning the file, objects are
 * recovered, stream lengths are rewritten, and what cannot be read is dropped. The report says what
 * was found and done; a healthy file comes back rewritten, with no problems and no fixes. A file
 * opened with the user's password comes back without encryption, and the user is told.
 */
export const repairPdf = implement(repairPdfOperation, async function repairPdf(job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<RepairFacts>> {
  onProgress?.(0, 2);
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0, { walkPages: true });
  try {
    onProgress?.(1, 2);
    const report = reportOf(pdf);
    const bytes = saveClean(pdf, 'garbage=compact');
    if (pdf.decrypted) addJobNotice({ kind: 'password-removed', fileName: file.name });
    onProgress?.(2, 2);
    return { outputs: [pdfOutput(outputFilename(file.name, 'repaired'), bytes, pdf.pageCount)], facts: { report } };
  } catch (error) {
    // MuPDF opened the file but could not write it out: as beyond repair as a file it cannot open.
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});

/** What opening and walking the file brought out, and what decoding every page's content finds still missing. */
function reportOf(pdf: MupdfPdf): RepairReport {
  const check = checkPageContent(pdf.mupdf, pdf.doc, pdf.pageCount);
  return repairReport(findingsFrom(pdf.messages, pdf.messagePages, check.lost), {
    rebuilt: pdf.repaired, pageCount: pdf.pageCount, objectCount: pdf.doc.countObjects() - 1, relinkedPages: pdf.relinkedPages,
    messages: [...pdf.messages, ...check.messages], imagesUnchecked: check.imagesUnchecked,
  });
}
