import type { ProgressCallback } from '../../../src/contract/errors';
import { EngineError } from '../../../src/contract/errors';
import { checkProtectSettings, protectPdfOperation, unlockPdfOperation, type PasswordResult, type ProtectInput, type ProtectSettings, type UnlockInput } from '../../../src/contract/protect-pdf';
import { SettingsError } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { encryptedPdfError, wrongPasswordError } from '../pdf-errors';
import { loadMupdf } from '../mupdf/load-mupdf';
import { openWithMupdf } from '../mupdf/open-mupdf';

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
export const protectPdf = implement(protectPdfOperation, async ({ file, settings }: ProtectInput, onProgress?: ProgressCallback): Promise<PasswordResult> => {
  try {
    checkProtectSettings(settings);
  } catch (error) {
    throw error instanceof SettingsError ? new EngineError('bad-params', error.message) : error;
  }
  [settings.userPassword, settings.ownerPassword].forEach(checkWritable);
  onProgress?.(0, 1);
  const pdf = await openWithMupdf(file, 0);
  try {
    const owner = settings.ownerPassword || settings.userPassword;
    const options = [
      'encrypt=aes-256', `user-password=${settings.userPassword}`, `owner-password=${owner}`,
      `permissions=${permissionFlags(settings.permissions)}`, 'garbage=compact',
    ].join(',');
    const buffer = pdf.doc.saveToBuffer(options);
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    onProgress?.(1, 1);
    return { bytes, pageCount: pdf.pageCount, encryption: 'aes-256' };
  } finally {
    pdf.doc.destroy();
  }
});

/** Removes the password and permissions of a PDF the person can open (their password is asked for). */
export const unlockPdf = implement(unlockPdfOperation, async ({ file, password }: UnlockInput, onProgress?: ProgressCallback): Promise<PasswordResult> => {
  onProgress?.(0, 1);
  const mupdf = await loadMupdf();
  let doc;
  try {
    doc = new mupdf.PDFDocument(file.bytes);
  } catch {
    throw new EngineError('corrupt', `${file.name} is damaged and could not be read. Try Repair PDF first.`, { fileIndex: 0 });
  }
  try {
    if (doc.needsPassword()) {
      if (password === '') throw encryptedPdfError(file.name, 0);
      if (doc.authenticatePassword(password) === 0) throw wrongPasswordError(file.name, 0);
    }
    const buffer = doc.saveToBuffer('encrypt=none,garbage=compact');
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    onProgress?.(1, 1);
    return { bytes, pageCount: doc.countPages(), encryption: 'none' };
  } finally {
    doc.destroy();
  }
});
