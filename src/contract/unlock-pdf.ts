// Unlock PDF: POST /api/unlock-pdf, one `file`. It has no settings: the file's password travels as
// `password-0` beside it, as every other tool's does (file-passwords.ts); a file with only an owner
// password (anyone may open it) needs none. The copy that comes back has no password and no restrictions.
import { filesOnlyCall, ONE_PDF_FILE, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';

/** The answer: one item, the copy without protection (report-unlocked.pdf). */
export type UnlockAnswer = ResultItem[];

export const unlockPdfCall = filesOnlyCall<UnlockAnswer>({ path: '/api/unlock-pdf', files: ONE_PDF_FILE });

export const unlockPdfOperation = toolOperation<NoSettings>('document', 'unlockPdf');
