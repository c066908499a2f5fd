import type { ErrorCode } from '../contract/errors';

/** A failed API call: the message is the response text, shown to the user as is. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | undefined,
    readonly status: number,
    /** The uploaded files the failure is about (positions in the request), when the API says so. */
    readonly fileIndexes: number[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec, first document §8: the response text, or the status text, or 'Failed to process file'. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = (await response.text()).trim();
  // One position, or several separated by commas (a merge names every file it cannot read).
  const fileIndexes = (response.headers.get('X-Error-File') ?? '').split(',').filter((part) => part.trim() !== '').map(Number);
  return new ApiError(
    text || response.statusText || 'Failed to process file',
    (response.headers.get('X-Error-Code') as ErrorCode | null) ?? undefined,
    response.status,
    fileIndexes,
  );
}
