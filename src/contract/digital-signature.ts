// Digital signatures (PAdES): POST /api/make-certificate makes a personal certificate on the device
// (a .p12 protected by the password the user chooses); POST /api/sign-pdf-certificate signs a PDF
// with a .p12 (the user's own, or the personal one) as an incremental save, invisible or with a
// visible appearance at the place the user drew; POST /api/validate-signatures lists and checks
// every signature a PDF holds. Passwords and the certificate travel as form fields, never in the query.
import { defineCall, NO_FILES, ONE_PDF_FILE, type SettingsSource } from './api-call';
import { toolOperation } from './engine-job';
import type { NamedFile } from './named-file';
import type { ResultItem } from './results';
import { checkChoice, checkText, SettingsError } from './setting-values';

/**
 * What a tool does to a signed PDF's signatures: `rewritten` (it saves a new file: they no longer
 * hold), `kept` (it signs incrementally or only reads), `kept-for-annotations` (the editor: comments
 * and form filling are saved after the signed bytes; rewriting edits end them).
 */
export type SignaturePolicy = 'rewritten' | 'kept' | 'kept-for-annotations';

export const SIGNATURE_KEY_TYPES = ['rsa-3072', 'ecdsa-p256'] as const;
export type SignatureKeyType = (typeof SIGNATURE_KEY_TYPES)[number];

/** A certificate file's password: long enough to slow a guesser who has the file. */
export const CERTIFICATE_PASSWORD_MIN_LENGTH = 8;
export const SIGNER_TEXT_MAX_LENGTH = 120;
export const CERTIFICATE_ACCEPT = ['.p12', '.pfx', 'application/x-pkcs12'];
export const CERTIFICATE_MAX_SIZE_MB = 1;

export interface MakeCertificateSettings {
  name: string;
  email: string;
  keyType: SignatureKeyType;
  /** Protects the .p12 the call answers; never stored. */
  password: string;
}

export const defaultMakeCertificateSettings: MakeCertificateSettings = { name: '', email: '', keyType: 'ecdsa-p256', password: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What any request may carry: lengths, the key type, an e-mail address that looks like one. */
function checkCertificateRequest(settings: MakeCertificateSettings): MakeCertificateSettings {
  checkText(settings.name, 'The name', SIGNER_TEXT_MAX_LENGTH);
  checkText(settings.email, 'The e-mail address', SIGNER_TEXT_MAX_LENGTH);
  checkText(settings.password, 'The password', SIGNER_TEXT_MAX_LENGTH);
  if (settings.email !== '' && !EMAIL.test(settings.email)) throw new SettingsError(`"${settings.email}" is not an e-mail address.`);
  checkChoice(settings.keyType, SIGNATURE_KEY_TYPES, 'Key type');
  return settings;
}

/** The one check the engine applies before making a certificate: a name and a long enough password. */
export function checkMakeCertificateSettings(settings: MakeCertificateSettings): MakeCertificateSettings {
  checkCertificateRequest(settings);
  if (settings.name.trim() === '') throw new SettingsError('Enter your name for the certificate.');
  if (settings.password.length < CERTIFICATE_PASSWORD_MIN_LENGTH) {
    throw new SettingsError(`Choose a password of at least ${CERTIFICATE_PASSWORD_MIN_LENGTH} characters for the certificate file.`);
  }
  return settings;
}

/** What a certificate says about whom it names, as the screens show it. */
export interface CertificateFacts {
  subject: string;
  issuer: string;
  /** Hexadecimal. */
  serial: string;
  /** ISO 8601. */
  notBefore: string;
  notAfter: string;
  selfSigned: boolean;
  /** SHA-256 of the certificate (hexadecimal): how a trusted certificate is recognised. */
  fingerprint: string;
}

export interface MadeCertificateAnswer {
  /** The .p12 file, protected by the chosen password. */
  certificate: ResultItem;
  facts: CertificateFacts;
}

export const makeCertificateCall = defineCall<MakeCertificateSettings, MadeCertificateAnswer>({
  path: '/api/make-certificate',
  files: NO_FILES,
  defaults: defaultMakeCertificateSettings,
  write: ({ name, email, keyType, password }) => ({ query: { keyType }, fields: { name, email, password } }),
  read: ({ query, form }) => checkCertificateRequest({
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    keyType: checkChoice(query.get('keyType') ?? defaultMakeCertificateSettings.keyType, SIGNATURE_KEY_TYPES, 'Key type'),
    password: formText(form, 'password'),
  }),
});

export const makeCertificateOperation = toolOperation<MakeCertificateSettings, CertificateFacts>('signing', 'makeCertificate');

/** Where a visible signature goes: a page and a box in fractions of the page as shown (0,0 is its top left). */
export interface SignatureBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SignPdfSettings {
  /** The .p12 or .pfx with the signer's key and certificate chain. */
  certificate?: NamedFile;
  certificatePassword: string;
  /** Where the visible signature goes; absent for an invisible signature. */
  box?: SignatureBox;
  /** A drawn, typed or picture signature (PNG) shown in the box beside the signer's details. */
  picture?: NamedFile;
  reason: string;
  location: string;
  /** Ask the site's timestamp authority for a timestamp (PAdES B-T); only when the site has one. */
  timestamp: boolean;
}

export const defaultSignPdfSettings: SignPdfSettings = { certificatePassword: '', reason: '', location: '', timestamp: false };

/** What the engine gets besides the call's settings: the authority's URL, when a timestamp was asked for. */
export interface SignJobSettings extends SignPdfSettings {
  timestampAuthority?: string;
}

/** The smallest box a visible signature takes, as a fraction of the page's side. */
export const SIGNATURE_BOX_MIN = 0.03;

/** The one check the engine applies: a certificate to sign with, and what any request may carry. */
export function checkSignPdfSettings<S extends SignPdfSettings>(settings: S): S {
  if (!settings.certificate) throw new SettingsError('Choose a certificate to sign with.');
  return checkSignRequest(settings);
}

/** What any request may carry: short texts and a box on the page. */
function checkSignRequest<S extends SignPdfSettings>(settings: S): S {
  checkText(settings.reason, 'The reason', SIGNER_TEXT_MAX_LENGTH);
  checkText(settings.location, 'The location', SIGNER_TEXT_MAX_LENGTH);
  const box = settings.box;
  if (box) {
    const inside = [box.x, box.y, box.width, box.height].every((value) => Number.isFinite(value) && value >= 0 && value <= 1);
    if (!inside || box.x + box.width > 1.0001 || box.y + box.height > 1.0001) throw new SettingsError('The signature box must lie on the page.');
    if (box.width < SIGNATURE_BOX_MIN || box.height < SIGNATURE_BOX_MIN) throw new SettingsError('Draw a larger box for the signature.');
    if (!Number.isInteger(box.page) || box.page < 1) throw new SettingsError('The signature\'s page must be a page number.');
  }
  return settings;
}

export const signPdfCall = defineCall<SignPdfSettings, SignedPdfAnswer>({
  path: '/api/sign-pdf-certificate',
  files: ONE_PDF_FILE,
  defaults: defaultSignPdfSettings,
  write: ({ certificate, certificatePassword, box, picture, reason, location, timestamp }) => ({
    query: { reason, location, ...(timestamp ? { timestamp: '1' } : {}), ...(box ? { box: [box.page, box.x, box.y, box.width, box.height].join(',') } : {}) },
    fields: {
      certificate: certificate ? asBlob(certificate) : undefined,
      certificatePassword,
      picture: picture ? asBlob(picture) : undefined,
    },
  }),
  read: ({ query, form }: SettingsSource) => checkSignRequest({
    ...optional('certificate', formFile(form, 'certificate')),
    certificatePassword: formText(form, 'certificatePassword'),
    ...optional('picture', formFile(form, 'picture')),
    reason: query.get('reason') ?? '',
    location: query.get('location') ?? '',
    timestamp: query.get('timestamp') === '1',
    ...(query.get('box') ? { box: readBox(query.get('box')!) } : {}),
  }),
});

/** The signer and time of a signature Folio made. */
export interface SignedFacts {
  signer: CertificateFacts;
  /** ISO 8601: the time written into the signature. */
  signedAt: string;
  /** Signatures the file held before, still valid after this one (an incremental save). */
  earlierSignatures: number;
  /** The file needed a password or repair first: it was rewritten, so earlier signatures no longer hold. */
  rewritten: boolean;
  /** The host of the timestamp authority that stamped the signature (PAdES B-T); null without one. */
  timestampedBy: string | null;
}

export interface SignedPdfAnswer {
  files: ResultItem[];
  facts: SignedFacts;
}

export const signPdfOperation = toolOperation<SignJobSettings, SignedFacts>('signing', 'signPdf');

export interface ValidateSignaturesSettings {
  /** Certificates the user chose to trust (DER or PEM), kept on their device. */
  trusted: NamedFile[];
}

export const defaultValidateSignaturesSettings: ValidateSignaturesSettings = { trusted: [] };

export const validateSignaturesCall = defineCall<ValidateSignaturesSettings, SignaturesAnswer>({
  path: '/api/validate-signatures',
  files: ONE_PDF_FILE,
  defaults: defaultValidateSignaturesSettings,
  // A field name holds one value here: the certificates travel as trusted0, trusted1, …
  write: ({ trusted }) => ({ query: {}, fields: Object.fromEntries(trusted.map((file, index) => [`trusted${index}`, asBlob(file)])) }),
  read: ({ form }) => {
    const trusted: NamedFile[] = [];
    form.forEach((value, key) => {
      if (/^trusted\d+$/.test(key) && value instanceof Blob && value.size > 0) trusted.push({ name: value instanceof File ? value.name : key, type: value.type, data: value });
    });
    return { trusted };
  },
});

/** Whether the bytes a signature covers are the bytes that were signed. */
export type SignatureIntegrity = 'intact' | 'altered' | 'cannot-check';

/** What later saves changed after a signature (against the file as it was signed). */
export interface ChangesAfterSigning {
  pagesAdded: number;
  pagesRemoved: number;
  annotationsAdded: number;
  annotationsRemoved: number;
  /** Form fields whose value changed, added or removed (by name), signature fields of later signers apart. */
  fieldsChanged: string[];
  /** Signatures added after this one. */
  laterSignatures: number;
}

export interface SignatureReport {
  field: string;
  /** A person's signature, or a document timestamp (a timestamp authority vouching the file existed so at a time). */
  kind: 'signature' | 'timestamp';
  /** The signature's format as the file names it (ETSI.CAdES.detached, adbe.pkcs7.detached, …). */
  subFilter: string;
  signer: CertificateFacts | null;
  /** The certificates the signature carries, the signer's first. */
  chain: CertificateFacts[];
  /** ISO 8601: the time the signer's software wrote (not proven). */
  claimedTime: string | null;
  /** ISO 8601: the time a timestamp authority vouched for, when the signature carries a timestamp. */
  timestampTime: string | null;
  integrity: SignatureIntegrity;
  /** Why a signature could not be checked or is altered, as a code the screen words. */
  problem: 'unknown-algorithm' | 'digest-mismatch' | 'bad-signature' | 'no-certificate' | 'malformed' | 'uncovered-bytes' | null;
  reason: string;
  location: string;
  /** The signature covers the whole file as it is now. */
  coversWholeFile: boolean;
  /** Null when it covers the whole file. */
  changesAfter: ChangesAfterSigning | null;
  /** Whether the signer's certificate was within its validity period at the claimed time; null without a certificate. */
  certificateValidAtSigning: boolean | null;
  /** The chain ends in a certificate the user chose to trust. */
  trusted: boolean;
}

export interface SignaturesFacts {
  signatures: SignatureReport[];
  /** Saves the file holds (one, plus each incremental update). */
  revisions: number;
}

export interface SignaturesAnswer extends SignaturesFacts {
  filename: string;
}

export const validateSignaturesOperation = toolOperation<ValidateSignaturesSettings, SignaturesFacts>('signing', 'validateSignatures');

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function formFile(form: FormData, name: string): NamedFile | undefined {
  const value = form.get(name);
  if (!(value instanceof Blob) || value.size === 0) return undefined;
  return { name: value instanceof File ? value.name : name, type: value.type, data: value };
}

function asBlob(file: NamedFile): Blob {
  // A File keeps the name the engine words its messages with; wrapping a Blob copies no bytes.
  return file.data instanceof File && file.data.name === file.name ? file.data : new File([file.data as BlobPart], file.name, { type: file.type ?? '' });
}

function readBox(text: string): SignatureBox {
  const [page, x, y, width, height] = text.split(',').map(Number);
  return { page, x, y, width, height };
}
