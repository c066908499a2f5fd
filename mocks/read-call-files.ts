import type { CallFiles } from '../src/contract/api-call';
import { EngineError } from '../src/contract/errors';
import { readPassword } from '../src/contract/file-passwords';
import type { NamedFile } from '../src/contract/named-file';
import { refuseUpload } from '../src/contract/upload-refusal';

/**
 * The files of a call's request, in order, each with the password sent for it, left unread (the
 * engine reads them where it runs). The handler checks type, size and emptiness again: the screen's
 * checks are a courtesy, the contract must hold for any caller. Every refused file is named in one
 * error, the first one's code deciding the status. A one-file call uses the first file (spec).
 */
export function readCallFiles(form: FormData, rules: CallFiles): NamedFile[] {
  const files = form.getAll(rules.field).filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new EngineError('bad-params', `Add a file to process (in the "${rules.field}" field).`);
  const taken = rules.count === 'one' ? files.slice(0, 1) : files;
  const refusals = taken.flatMap((file, fileIndex) => {
    const refusal = refuseUpload(file, rules);
    return refusal ? [{ ...refusal, fileIndex }] : [];
  });
  if (refusals.length > 0) {
    throw new EngineError(refusals[0].code, refusals.map(({ message }) => message).join(' '), {
      fileIndexes: refusals.map(({ fileIndex }) => fileIndex),
    });
  }
  return taken.map((file, fileIndex) => {
    const password = readPassword(form, fileIndex);
    return { name: file.name, type: file.type, data: file, ...(password === undefined ? {} : { password }) };
  });
}
