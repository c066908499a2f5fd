// The words for PDFs that cannot be read, the same whichever engine finds out.
import { EngineError } from '../../src/contract/errors';

export function encryptedPdfError(name: string, fileIndex?: number): EngineError {
  return new EngineError(
    'encrypted',
    `${name} is encrypted: it needs its password to open. Enter the password for it, then try again.`,
    { fileIndex },
  );
}

export function wrongPasswordError(name: string, fileIndex?: number): EngineError {
  return new EngineError('wrong-password', `The password for ${name} is not correct. Check it and try again.`, { fileIndex });
}

export function corruptPdfError(name: string, fileIndex?: number): EngineError {
  return new EngineError('corrupt', `${name} is damaged and could not be read. Try Repair PDF first.`, { fileIndex });
}

/**
 * What a failure while reading a PDF becomes: a coded error as it was, anything else (a parser's
 * own exception on a damaged object) the file's fault, in the words above, never a raw message.
 */
export function codedPdfError(error: unknown, name: string, fileIndex?: number): EngineError {
  if (error instanceof EngineError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return corruptPdfError(name, fileIndex);
}
