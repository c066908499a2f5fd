// Every text of the Validate signatures screen, its guide, and the words for each signature's report.
import type { GuideContent } from '../../components/ToolGuide';
import type { ChangesAfterSigning, SignatureReport } from '../../contract/digital-signature';

export const validateTexts = {
  uploadTitle: 'Drop signed PDFs here or click to choose',
  uploaded: 'Folio checks every signature on your device.',
  checking: 'Checking the signatures…',
  failed: 'The signatures of this file could not be checked.',
  none: 'This PDF holds no digital signature.',
  count: (count: number) => (count === 1 ? '1 signature' : `${count} signatures`),
  saves: (count: number) => (count === 1 ? 'saved once' : `saved ${count} times`),
  trustedTitle: 'Certificates you trust',
  trustedHint: 'A signature whose certificate leads to one of these is shown as trusted. They are kept in this browser only; add your organisation’s or a certificate authority’s certificate (.pem, .cer, .crt, .der).',
  trustedNone: 'None yet.',
  addTrusted: 'Add a certificate',
  removeTrusted: (name: string) => `Stop trusting ${name}`,
  remove: 'Remove',
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
  return report.coversWholeFile ? 'valid' : 'changed';
}

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

export const validateGuide: GuideContent = {
  heading: 'How to validate the signatures of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more signed PDFs on the upload area.',
        'Read each signature’s report: valid, changed after signing, invalid, or not checkable.',
        'To see a signer as trusted, add the certificate of their organisation or authority under “Certificates you trust”.',
      ],
    },
    {
      heading: 'What Folio checks',
      items: [
        'That the bytes each signature covers are exactly the bytes that were signed: the digest and the signature value, with the signer’s key.',
        'Whether the signature covers the whole file, or what was saved after it: pages, annotations, form fields, other signatures.',
        'Who the certificate names and who issued it, and whether it was valid when the signature was made.',
        'Folio keeps no list of trusted authorities: a signer is trusted only when you chose to trust their certificate or its issuer.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio checks signatures inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why does a valid signature say Folio cannot tell who signed?', answer: 'Anyone can make a certificate with any name. Folio confirms the document is unchanged; that the name is true only the certificate’s issuer can vouch for.' },
    { question: 'Is revocation checked?', answer: 'No: that would mean asking the certificate authority online. Folio checks everything the file itself holds.' },
  ],
};
