import type { ProgressCallback } from '../../../src/contract/errors';
import { EngineError } from '../../../src/contract/errors';
import type { NoSettings } from '../../../src/contract/api-call';
import { noFacts, onlyFile, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { checkProtectSettings, protectPdfOperation, type ProtectSettings } from '../../../src/contract/protect-pdf';
import { unlockPdfOperation } from '../../../src/contract/unlock-pdf';
import { SettingsError } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { openWithMupdf, saveClean } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
import { reportOpening } from '../mupdf/opening-notices';

// PDF permission flags (ISO 32000-1, table 22). Bits 7–8 and 13–32 must be set; accessibility
// extraction (bit 10) is always left allowed, so screen readers keep working.
const ALWAYS = 0xfffff000 | 0xc0 | 0x200;
const FLAGS = { print: 0x4 | 0x800, copy: 0x10, edit: 0x8 | 0x20 | 0x100 | 0x400 };

/** The /P value for the chosen permissions, as the signed 32-bit number PDF writes. */
export function permissionFlags(permissions: ProtectSettings['permissions']): number {
  const allowed = (Object.keys(FLAGS) as Array<keyof typeof FLAGS>).reduce((flags, key) => (permissions[key] ? flags | FLAGS[key] : flags), ALWAYS);
  return allowed | 0;
}

// MuPDF reads its save options as a comma-separated list: a password holding a comma or a
// backslash would be cut, so such passwords are refused in words rather than written wrong.
function checkWritable(password: string): void {
  if (/[,\\]/.test(password)) throw new EngineError('bad-params', 'A password may not contain a comma or a backslash.');
}

/** Encrypts a PDF with AES-256: a password to open it and/or an owner password with permissions. */
export const protectPdf = implement(protectPdfOperation, async (job: EngineJob<ProtectSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> => {
  const { settings } = job;
  try {
    checkProtectSettings(settings);
  } catch (error) {
    throw error instanceof SettingsError ? new EngineError('bad-params', error.message) : error;
  }
  [settings.userPassword, settings.ownerPassword].forEach(checkWritable);
  onProgress?.(0, 1);
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0);
  try {
    // Encrypted anew with the passwords chosen: only a repair is worth saying.
    reportOpening(file.name, pdf, { protectionRemoved: false });
    const owner = settings.ownerPassword || settings.userPassword;
    const options = [
      'encrypt=aes-256', `user-password=${settings.userPassword}`, `owner-password=${owner}`,
      `permissions=${permissionFlags(settings.permissions)}`, 'garbage=compact',
    ].join(',');
    const buffer = pdf.doc.saveToBuffer(options);
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    onProgress?.(1, 1);
    return { outputs: [pdfOutput(outputFilename(file.name, 'protected'), bytes, pdf.pageCount)], facts: noFacts };
  } catch (error) {
    // MuPDF's own exception on a damaged object the repair could not mend: the file's fault, in words.
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});

/**
 * Removes the password and permissions of a PDF the person can open: the password they gave for the
 * file opens it (a file with only an owner password needs none), and the copy is written without either.
 */
export const unlockPdf = implement(unlockPdfOperation, async (job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<NoFacts>> => {
  onProgress?.(0, 1);
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0);
  try {
    // Taking the protection off is the job itself: only a repair is worth saying.
    reportOpening(file.name, pdf, { protectionRemoved: false });
    const bytes = saveClean(pdf);
    onProgress?.(1, 1);
    return { outputs: [pdfOutput(outputFilename(file.name, 'unlocked'), bytes, pdf.pageCount)], facts: noFacts };
  } catch (error) {
    // MuPDF's own exception on a damaged object the repair could not mend: the file's fault, in words.
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});
