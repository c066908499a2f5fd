// Errors are values with a code and a human message, raised once where we know what went wrong.
// The codes are the contract's X-Error-Code values (ARCHITECTURE.md §3).
export type ErrorCode =
  | 'corrupt'
  | 'encrypted'
  | 'wrong-password'
  | 'too-large'
  | 'unsupported-type'
  | 'bad-params'
  | 'cancelled'
  | 'engine-failed';

export interface EngineErrorDetails {
  /** Position of the input file that caused the error, when one file is to blame. */
  fileIndex?: number;
  /** Positions of every file to blame, when several are (a merge names all it cannot read at once). */
  fileIndexes?: number[];
}

export class EngineError extends Error {
  readonly code: ErrorCode;
  /** Every file to blame, in request order: none, one, or several. */
  readonly fileIndexes: number[];

  constructor(code: ErrorCode, message: string, details: EngineErrorDetails = {}) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.fileIndexes = details.fileIndexes ?? (details.fileIndex === undefined ? [] : [details.fileIndex]);
  }

  /** The first file to blame, if any. */
  get fileIndex(): number | undefined {
    return this.fileIndexes[0];
  }
}

/**
 * Progress as engines report it: units of work done out of a total (pages, files, bytes), and for
 * engines with several phases (download a model, then run it) the phase these units count.
 */
export type ProgressCallback = (done: number, total: number, stage?: string) => void;
