import type { CallFiles } from '../src/contract/api-call';
import { EngineError } from '../src/contract/errors';
import { readPassword } from '../src/contract/file-passwords';
import { fileSize, type NamedFile } from '../src/contract/named-file';
import { refuseUpload, type FileRules } from '../src/contract/upload-refusal';

/**
 * The files of a call's request, in order, each with the password sent for it, left unread (the
 * engine reads them where it runs). The handler checks type, size and emptiness again: the screen's
 * checks are a courtesy, the contract must hold for any caller. A one-file call uses the first file (spec).
 */
export function readCallFiles(form: FormData, rules: CallFiles): NamedFile[] {
  if (rules.count === 'none') return [];
  const files = form.getAll(rules.field).filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new EngineError('bad-params', `Add a file to process (in the "${rules.field}" field).`);
  const taken = (rules.count === 'one' ? files.slice(0, 1) : files).map((file, fileIndex): NamedFile => {
    const password = readPassword(form, fileIndex);
    return { name: file.name, type: file.type, data: file, ...(password === undefined ? {} : { password }) };
  });
  refuseFiles(taken, rules);
  return taken;
}

/**
 * Throws when any file breaks the rules: every refused file is named in one error (by its position
 * in the request), the first one's code deciding the status.
 */
export function refuseFiles(files: NamedFile[], rules: FileRules): void {
  const refusals = files.flatMap((file, fileIndex) => {
    const refusal = refuseUpload({ name: file.name, type: file.type ?? '', size: fileSize(file) }, rules);
    return refusal ? [{ ...refusal, fileIndex }] : [];
  });
  if (refusals.length > 0) {
    throw new EngineError(refusals[0].code, refusals.map(({ message }) => message).join(' '), {
      fileIndexes: refusals.map(({ fileIndex }) => fileIndex),
    });
  }
}
