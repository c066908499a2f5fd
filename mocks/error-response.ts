import { EngineError, type ErrorCode } from '../src/contract/errors';

// Status per code (ARCHITECTURE.md §3): 400 bad settings, 413 too large, 422 unreadable or encrypted.
const statusByCode: Record<ErrorCode, number> = {
  'bad-params': 400,
  'too-large': 413,
  'unsupported-type': 415,
  corrupt: 422,
  encrypted: 422,
  'wrong-password': 422,
  cancelled: 499,
  'engine-failed': 500,
};

interface ErrorOptions {
  /** Which uploaded files are to blame (their positions in the request). */
  fileIndexes?: number[];
  /** Overrides the code's usual status, e.g. 404 for a result that no longer exists. */
  status?: number;
}

/** A contract error: the plain-text body is what the user reads; X-Error-Code says what kind. */
export function errorResponse(code: ErrorCode, message: string, { fileIndexes = [], status }: ErrorOptions = {}): Response {
  const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Error-Code': code };
  // One position, or several separated by commas when the message names several files.
  if (fileIndexes.length > 0) headers['X-Error-File'] = fileIndexes.join(',');
  return new Response(message, { status: status ?? statusByCode[code], headers });
}

export function responseForError(error: unknown): Response {
  if (error instanceof EngineError) return errorResponse(error.code, error.message, { fileIndexes: error.fileIndexes });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return errorResponse('cancelled', 'Cancelled.');
  }
  const message = error instanceof Error ? error.message : String(error);
  return errorResponse('engine-failed', `Failed to process file: ${message}`);
}
