import type { ErrorCode } from '../contract/errors';

/** How each file of a run ended, as the summary counts them. */
export interface EndedFile {
  status: 'complete' | 'error' | 'cancelled';
  code?: ErrorCode;
}

// Failures of the file itself (it could not be read, opened or taken), as opposed to the tool failing on it.
const unreadable: Array<ErrorCode | undefined> = ['corrupt', 'encrypted', 'wrong-password', 'unsupported-type', 'too-large'];

/**
 * One toast for a run of several files: '3 files compressed; 1 could not be read'. `done` words the
 * files that came out ('3 files compressed').
 */
export function summarizeBatch(ended: EndedFile[], done: (count: number) => string): string {
  const count = (test: (file: EndedFile) => boolean) => ended.filter(test).length;
  const complete = count((file) => file.status === 'complete');
  const notRead = count((file) => file.status === 'error' && unreadable.includes(file.code));
  const failed = count((file) => file.status === 'error') - notRead;
  const cancelled = count((file) => file.status === 'cancelled');
  return [
    done(complete),
    notRead > 0 ? `${notRead} could not be read` : '',
    failed > 0 ? `${failed} failed` : '',
    cancelled > 0 ? `${cancelled} cancelled` : '',
  ].filter(Boolean).join('; ');
}

/** '1 file', '3 files'. */
export function fileCount(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'}`;
}
