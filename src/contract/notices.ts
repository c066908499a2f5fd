// Notices: things the engines did that the user should hear about although the job succeeded,
// e.g. a damaged file repaired before merging. They travel as facts (URI-encoded JSON in the
// X-Notices response header); the screen words them with its own verb.

/** The response header that carries a job's notices. */
export const NOTICES_HEADER = 'X-Notices';

export interface JobNotice {
  /** 'password-removed': the file needed a password to open; the one given opened it, and the result has none. */
  /** 'characters-not-drawn': characters no font Folio has can draw, left out of the text written. */
  kind: 'repaired' | 'restrictions-removed' | 'pages-skipped' | 'password-removed' | 'characters-not-drawn';
  fileName: string;
  /** For 'restrictions-removed': what the owner password had forbidden. */
  restrictions?: RestrictedAction[];
  /** For 'pages-skipped': the pages (1-based) that could not be converted; the others were. */
  pages?: number[];
  /** For 'characters-not-drawn': each character once. */
  characters?: string[];
}

/** What an owner password can forbid (MuPDF's permission names). */
export type RestrictedAction = 'print' | 'copy' | 'edit' | 'annotate' | 'form' | 'assemble';
