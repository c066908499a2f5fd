import { EngineError, type ErrorCode } from '../src/contract/errors';
import type { NamedPdf, NamedPdfFile } from '../src/contract/named-pdf';
import { readPassword } from '../src/contract/file-passwords';
import { matchesAccept, MB, PDF_ACCEPT, PDF_TOOL_MAX_SIZE_MB } from '../src/contract/upload-rules';

/**
 * Reads the PDFs of a request's repeated `file` field, in order, each with the password sent for it
 * (src/contract/file-passwords.ts). The handler checks type and size again: the screen's checks are a
 * courtesy, the contract must hold for any caller.
 */
export async function readPdfFields(form: FormData, field = 'file'): Promise<NamedPdf[]> {
  return Promise.all(pdfFileFields(form, field).map(async ({ file, ...named }) => ({ ...named, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/**
 * The same, the files left unread: for engines that read a large file in place (NamedPdfFile), so
 * the page never holds its bytes.
 */
export function pdfFileFields(form: FormData, field = 'file'): NamedPdfFile[] {
  const files = form.getAll(field).filter((value): value is File => value instanceof File);
  const refusals = files.map(refusalOf).filter((refusal) => refusal !== undefined);
  // Every refused file is named in one error, the first one's code deciding the status.
  if (refusals.length > 0) {
    throw new EngineError(refusals[0].code, refusals.map(({ message }) => message).join(' '), {
      fileIndexes: refusals.map(({ fileIndex }) => fileIndex),
    });
  }
  return files.map((file, fileIndex) => {
    const password = readPassword(form, fileIndex);
    return { name: file.name, file, ...(password === undefined ? {} : { password }) };
  });
}

function refusalOf(file: File, fileIndex: number): { code: ErrorCode; message: string; fileIndex: number } | undefined {
  if (!matchesAccept(file, PDF_ACCEPT)) return { code: 'unsupported-type', message: `${file.name} is not a PDF file.`, fileIndex };
  if (file.size > PDF_TOOL_MAX_SIZE_MB * MB) {
    return { code: 'too-large', message: `${file.name} exceeds the maximum size of ${PDF_TOOL_MAX_SIZE_MB}MB.`, fileIndex };
  }
  if (file.size === 0) return { code: 'corrupt', message: `${file.name} is empty.`, fileIndex };
  return undefined;
}
