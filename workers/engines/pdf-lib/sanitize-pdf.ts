import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import type { NoSettings } from '../../../src/contract/api-call';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import {
  SANITIZED_SUFFIX, sanitizePdfOperation, scanPdfRisksOperation, type PdfRisks, type SanitizeFacts, type SanitizeSettings,
} from '../../../src/contract/sanitize-pdf';
import { implement } from '../../runtime/operations';
import { countRisks, removeRisks } from './pdf-risks';
import { dropUnreachableObjects } from './reachable-objects';
import { withPdf } from './with-pdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

export const scanPdfRisks = implement(scanPdfRisksOperation, async (job: EngineJob<NoSettings>): Promise<EngineResult<PdfRisks>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => ({ outputs: [], facts: countRisks(document, file.bytes) }));
});

/**
 * Removes the chosen kinds, then writes the file whole without what nothing refers to any more, so
 * earlier saved versions and the removed objects are gone; the counts after are taken from the file written.
 */
export const sanitizePdf = implement(sanitizePdfOperation, async (job: EngineJob<SanitizeSettings>): Promise<EngineResult<SanitizeFacts>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const before = countRisks(document, file.bytes);
    removeRisks(document, new Set(job.settings.remove));
    dropUnreachableObjects(document);
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    const after = countRisks(document, bytes);
    return { outputs: [pdfOutput(outputFilename(file.name, SANITIZED_SUFFIX), bytes, document.getPageCount())], facts: { before, after } };
  });
});
