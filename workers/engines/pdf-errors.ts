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
