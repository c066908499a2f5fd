// The words for PDFs that cannot be read, the same whichever engine finds out.
import { EngineError } from '../../src/contract/errors';
import { joinWords } from '../../src/contract/join-words';

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
 * A sound PDF whose page tree holds no page at all (qpdf's test file c-empty.pdf): nothing to
 * repair, and nothing to work on. Its own class, so the engines' safety nets pass it on as it is.
 */
export class EmptyPdfError extends EngineError {
  constructor(name: string, fileIndex?: number) {
    super('corrupt', `${name} has no pages: there is nothing in it to work on.`, { fileIndex });
  }
}

/** A file that could not be opened, by name, with why. */
export interface UnreadablePdf {
  name: string;
  error: EngineError;
}

/**
 * Every file of a job that could not be opened, in one error that names them all (in the order
 * given), so the user can remove or fix them in one go rather than meet them one run at a time.
 * The damaged ones share one sentence; a file needing a password keeps its own.
 */
export function unreadablePdfsError(failures: UnreadablePdf[]): EngineError {
  if (failures.length === 1) return failures[0].error;
  const damaged = failures.filter(({ error }) => error.code === 'corrupt');
  const sentences = damaged.length > 1
    ? [`${joinWords(damaged.map(({ name }) => name))} are damaged and could not be read. Try Repair PDF first.`]
    : damaged.map(({ error }) => error.message);
  sentences.push(...failures.filter(({ error }) => error.code !== 'corrupt').map(({ error }) => error.message));
  return new EngineError(damaged.length > 0 ? 'corrupt' : failures[0].error.code, sentences.join(' '), {
    fileIndexes: failures.flatMap(({ error }) => error.fileIndexes),
  });
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
