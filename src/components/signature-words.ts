// The words of a signature's report (src/contract/digital-signature.ts SignatureReport): its verdict,
// who signed and how far that is vouched for, what later saves changed. Shared by the Validate
// signatures screen and the editor's signatures panel.
import type { ChangesAfterSigning, SignatureReport } from '../contract/digital-signature';

export const reportTexts = {
  checking: 'Checking the signatures…',
  failed: 'The signatures of this file could not be checked.',
  none: 'This PDF holds no digital signature.',
  count: (count: number) => (count === 1 ? '1 signature' : `${count} signatures`),
  saves: (count: number) => (count === 1 ? 'saved once' : `saved ${count} times`),
  signer: 'Signer',
  issuer: 'Issued by',
  serial: 'Serial number',
  claimedTime: 'Signed at (as the signer’s software wrote)',
  timestamp: 'Timestamp (vouched for by a timestamp authority)',
  noTimestamp: 'none',
  validity: 'Certificate valid',
  chain: 'Certificates in the signature',
  reason: 'Reason',
  location: 'Location',
  format: 'Format',
  field: 'Field',
};

export type Verdict = 'valid' | 'changed' | 'invalid' | 'unknown';

const day = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
const shortDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function verdictOf(report: SignatureReport): Verdict {
  if (report.integrity === 'altered') return 'invalid';
  if (report.integrity === 'cannot-check') return 'unknown';
  if (report.problem === 'uncovered-bytes') return 'unknown';
  return report.coversWholeFile ? 'valid' : 'changed';
}

/** The report's heading: its verdict, in the words of a signature or of a document timestamp. */
export function titleOf(report: SignatureReport): string {
  const verdict = verdictOf(report);
  if (report.kind !== 'timestamp') return verdictTitles[verdict];
  return timestampTitles[verdict];
}

const timestampTitles: Record<Verdict, string> = {
  valid: 'Valid document timestamp: the document has not changed since it was stamped',
  changed: 'Document timestamp, then changed: the stamped version is intact, and the file was saved again after',
  invalid: 'Invalid document timestamp: the stamped content was changed',
  unknown: 'Cannot check this document timestamp',
};

export const verdictTitles: Record<Verdict, string> = {
  valid: 'Valid: the document has not changed since it was signed',
  changed: 'Signed, then changed: the signed version is intact, and the file was saved again after signing',
  invalid: 'Invalid: the signed content was changed',
  unknown: 'Cannot check this signature',
};

const problemWords: Record<NonNullable<SignatureReport['problem']>, string> = {
  'digest-mismatch': 'The bytes this signature covers are not the bytes that were signed.',
  'bad-signature': 'The signature value does not match the signer’s key.',
  'unknown-algorithm': 'It uses a format or an algorithm Folio cannot check, so it is not counted as valid.',
  'no-certificate': 'It does not carry its signer’s certificate, so it cannot be checked.',
  malformed: 'The signature field is damaged.',
  'uncovered-bytes': 'It leaves out more of the file than its own value: those bytes could have been changed without it showing.',
};

export function problemSentence(report: SignatureReport): string | undefined {
  return report.problem ? problemWords[report.problem] : undefined;
}

/** The common name of a distinguished name, else all of it. */
export function commonNameOf(name: string): string {
  return /(?:^|, )CN=([^,]+)/.exec(name)?.[1] ?? name;
}

/** Who signed, and how far Folio can vouch for it. */
export function trustSentence(report: SignatureReport): string {
  if (!report.signer) return 'The signer cannot be named: the signature carries no certificate.';
  const name = commonNameOf(report.signer.subject);
  if (report.kind === 'timestamp') {
    const when = report.timestampTime ? ` vouches the file existed as stamped on ${day(report.timestampTime)}` : '';
    return report.trusted
      ? `The timestamp authority ${name}${when}; its certificate leads to a certificate you trust.`
      : `The timestamp authority ${name}${when}; Folio cannot tell whether ${name} is who they claim.`;
  }
  if (report.trusted) return `Signed by ${name}, whose certificate leads to a certificate you trust.`;
  return `Signed by ${name}; Folio cannot tell whether ${name} is who they claim.`;
}

/** What later saves changed, one sentence each. */
export function changeSentences(changes: ChangesAfterSigning | null): string[] {
  if (!changes) return ['The later saves could not be compared with the signed version.'];
  const sentences: string[] = [];
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (changes.pagesAdded) sentences.push(`${plural(changes.pagesAdded, 'page', 'pages')} added.`);
  if (changes.pagesRemoved) sentences.push(`${plural(changes.pagesRemoved, 'page', 'pages')} removed.`);
  if (changes.annotationsAdded) sentences.push(`${plural(changes.annotationsAdded, 'annotation', 'annotations')} (comments, drawings, stamps) added.`);
  if (changes.annotationsRemoved) sentences.push(`${plural(changes.annotationsRemoved, 'annotation', 'annotations')} removed.`);
  if (changes.fieldsChanged.length) sentences.push(`Form fields filled in or changed: ${changes.fieldsChanged.join(', ')}.`);
  if (changes.laterSignatures) sentences.push(`${plural(changes.laterSignatures, 'signature', 'signatures')} added after this one.`);
  if (sentences.length === 0) sentences.push('The later saves changed no page, annotation or form field Folio compares.');
  return sentences;
}

export function validityLine(report: SignatureReport): string | undefined {
  const signer = report.signer;
  if (!signer) return undefined;
  const period = `from ${shortDay(signer.notBefore)} to ${shortDay(signer.notAfter)}`;
  if (report.certificateValidAtSigning === false) return `No: the certificate was valid ${period}, not when the signature says it was made.`;
  if (report.certificateValidAtSigning === true) return `Yes, at signing (${period}).`;
  return period;
}

export const formatDay = day;
