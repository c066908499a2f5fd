// Notices: things the engines did that the user should hear about although the job succeeded,
// e.g. a damaged file repaired before merging. They travel as facts (URI-encoded JSON in the
// X-Notices response header); the screen words them with its own verb.

/** The response header that carries a job's notices. */
export const NOTICES_HEADER = 'X-Notices';

/** Every kind of notice, written once: the engines add them, the page reads back only these. */
export const JOB_NOTICE_KINDS = [
  'repaired', 'restrictions-removed', 'pages-skipped', 'password-removed', 'characters-not-drawn',
  'signatures-kept', 'signatures-ended', 'certification-changed',
] as const;

export interface JobNotice {
  /** 'password-removed': the file needed a password to open; the one given opened it, and the result has none. */
  /** 'characters-not-drawn': characters no font Folio has can draw, left out of the text written. */
  /** 'signatures-kept': the file was signed; the edits were saved incrementally, so its `count` signatures still hold. */
  /** 'signatures-ended': the file was signed; these edits rewrite it (redaction, flattening, pages), so its `count` signatures no longer hold. */
  /** 'certification-changed': the file is certified against such changes: readers will say it was changed after certifying. */
  kind: (typeof JOB_NOTICE_KINDS)[number];
  fileName: string;
  /** For 'restrictions-removed': what the owner password had forbidden. */
  restrictions?: RestrictedAction[];
  /** For 'pages-skipped': the pages (1-based) that could not be converted; the others were. */
  pages?: number[];
  /** For 'characters-not-drawn': each character once. */
  characters?: string[];
  /** For the signature notices: how many signatures the file held. */
  count?: number;
}

/** What an owner password can forbid (MuPDF's permission names). */
export type RestrictedAction = 'print' | 'copy' | 'edit' | 'annotate' | 'form' | 'assemble';
