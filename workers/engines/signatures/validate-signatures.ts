// validateSignatures: every signature of a PDF, checked. For each: who signed (the certificates the
// signature carries), when (as claimed, and as a timestamp authority vouched), whether the bytes
// it covers are the bytes signed (digest and signature value checked with the signer's key),
// whether it covers the whole file or what later saves changed, and whether the chain reaches a
// certificate the user chose to trust. An algorithm Folio cannot check is said so, never "valid".
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { PDFArray, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString, type PDFDict } from 'pdf-lib';
import { validateSignaturesOperation, type SignatureReport } from '../../../src/contract/digital-signature';
import { onlyFile } from '../../../src/contract/engine-job';
import { fileBytes, readNamedPdf } from '../../../src/contract/named-file';
import { hasPdfHeader } from '../../../src/contract/pdf-header';
import { implement } from '../../runtime/operations';
import { corruptPdfError } from '../pdf-errors';
import { certificateFacts } from './certificate-facts';
import { changesAfterSigning } from './changes-after-signing';
import { orderedChain } from './pkcs12';
import { cryptoEngine, OID } from './pki';
import { coversToEnd, digestRanges, isKnownHash, isSaneRange } from './signed-ranges';
import { signatureFields, textOf } from './signature-fields';
import { chainsToTrusted, parseCertificates } from './trust-chain';

export const validateSignatures = implement(validateSignaturesOperation, async (job, onProgress) => {
  const file = await readNamedPdf(onlyFile(job));
  if (!hasPdfHeader(file.bytes)) throw corruptPdfError(file.name);
  let document: PDFDocument;
  try {
    // Signature values are never encrypted (ISO 32000-1, 7.6.1): an encrypted file's signatures read as they are.
    document = await PDFDocument.load(file.bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw corruptPdfError(file.name);
  }
  const trusted = (await Promise.all(job.settings.trusted.map(async (certificate) => {
    try {
      return parseCertificates(await fileBytes(certificate));
    } catch {
      return [];
    }
  }))).flat();
  const fields = signatureFields(document).filter((field) => field.signed);
  const signatures: SignatureReport[] = [];
  for (const [index, field] of fields.entries()) {
    signatures.push(await checkSignature(file.bytes, document, field.name, field.value!, trusted));
    onProgress?.(index + 1, fields.length);
  }
  return { outputs: [], facts: { signatures, revisions: countRevisions(file.bytes) } };
});

async function checkSignature(bytes: Uint8Array, document: PDFDocument, field: string, value: PDFDict, trusted: pkijs.Certificate[]): Promise<SignatureReport> {
  const subFilter = (value.lookup(PDFName.of('SubFilter')) as PDFName | undefined)?.decodeText?.() ?? '';
  const range = numbers(value.lookup(PDFName.of('ByteRange')));
  const contents = value.lookup(PDFName.of('Contents'));
  const claimedFromDictionary = dateOf(value.lookup(PDFName.of('M')));
  const report: SignatureReport = {
    field,
    subFilter,
    signer: null,
    chain: [],
    claimedTime: claimedFromDictionary,
    timestampTime: null,
    integrity: 'cannot-check',
    problem: null,
    reason: textOf(value.lookup(PDFName.of('Reason'))) ?? '',
    location: textOf(value.lookup(PDFName.of('Location'))) ?? '',
    coversWholeFile: false,
    changesAfter: null,
    certificateValidAtSigning: null,
    trusted: false,
  };
  if (!range || !isSaneRange(range, bytes.length) || !(contents instanceof PDFHexString || contents instanceof PDFString)) {
    return { ...report, problem: 'malformed' };
  }
  report.coversWholeFile = coversToEnd(bytes, range);
  if (!report.coversWholeFile) report.changesAfter = await changesAfterSigning(bytes.subarray(0, range[2] + range[3]), document);

  let signedData: pkijs.SignedData;
  try {
    const der = trimmedDer(contents.asBytes());
    const info = pkijs.ContentInfo.fromBER(der);
    if (info.contentType !== OID.signedData) return { ...report, problem: 'unknown-algorithm' };
    signedData = new pkijs.SignedData({ schema: info.content });
  } catch {
    return { ...report, problem: 'malformed' };
  }
  const signerInfo = signedData.signerInfos[0];
  const carried = (signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
  const signer = signerInfo ? carried.find((certificate) => identifies(signerInfo.sid, certificate)) : undefined;
  if (signer) {
    report.chain = await Promise.all(orderedChain(signer, carried).map(certificateFacts));
    report.signer = report.chain[0];
    report.trusted = await chainsToTrusted(signer, carried, trusted);
  }
  const signingTime = attribute(signerInfo?.signedAttrs, OID.signingTime);
  if (!report.claimedTime && signingTime) report.claimedTime = (signingTime as asn1js.UTCTime).toDate?.().toISOString() ?? null;
  report.timestampTime = timestampTime(signerInfo);
  const when = report.timestampTime ?? report.claimedTime;
  if (signer && when) report.certificateValidAtSigning = signer.notBefore.value <= new Date(when) && new Date(when) <= signer.notAfter.value;
  if (!signerInfo) return { ...report, problem: 'malformed' };
  if (!signer) return { ...report, problem: 'no-certificate' };

  const engine = cryptoEngine();
  let hashName: string;
  try {
    hashName = engine.getAlgorithmByOID(signerInfo.digestAlgorithm.algorithmId, true).name;
  } catch {
    return { ...report, problem: 'unknown-algorithm' };
  }
  if (!isKnownHash(hashName) || !['ETSI.CAdES.detached', 'adbe.pkcs7.detached'].includes(subFilter)) return { ...report, problem: 'unknown-algorithm' };
  const digest = digestRanges(bytes, range, hashName);
  const signedAttrs = signerInfo.signedAttrs;
  let signedBytes: Uint8Array<ArrayBuffer>;
  if (signedAttrs) {
    const messageDigest = attribute(signedAttrs, OID.messageDigest) as asn1js.OctetString | undefined;
    if (!messageDigest || !sameBytes(messageDigest.valueBlock.valueHexView, digest)) return { ...report, integrity: 'altered', problem: 'digest-mismatch' };
    // The signature is over the attributes' DER as a SET (RFC 5652, 5.4), not as they sit tagged [0].
    signedBytes = new Uint8Array(signedAttrs.encodedValue.slice(0));
    signedBytes[0] = 0x31;
  } else {
    // Without attributes the signature is over the content itself: only possible to check with the whole range.
    const parts = [bytes.subarray(0, range[1]), bytes.subarray(range[2], range[2] + range[3])];
    signedBytes = new Uint8Array(parts[0].length + parts[1].length);
    signedBytes.set(parts[0]);
    signedBytes.set(parts[1], parts[0].length);
  }
  // The signature algorithm the signer names must be one Folio knows: PKIjs would otherwise check
  // by the key's kind alone, and call "intact" a signature that claims an algorithm nobody can check.
  const named = engine.getAlgorithmByOID(signerInfo.signatureAlgorithm.algorithmId, false) as Partial<Algorithm>;
  if (!named.name || !SIGNATURE_ALGORITHMS.includes(named.name)) return { ...report, problem: 'unknown-algorithm' };
  try {
    const ok = await engine.verifyWithPublicKey(signedBytes, signerInfo.signature, signer.subjectPublicKeyInfo, signerInfo.signatureAlgorithm, hashName);
    return ok ? { ...report, integrity: 'intact' } : { ...report, integrity: 'altered', problem: 'bad-signature' };
  } catch {
    return { ...report, problem: 'unknown-algorithm' };
  }
}

/**
 * The signature algorithms Web Crypto checks: RSA PKCS #1 v1.5 (named by its hash, or as plain
 * rsaEncryption, as many signers write it), RSA-PSS and ECDSA.
 */
const SIGNATURE_ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'RSAES-PKCS1-v1_5', 'RSA-PSS', 'ECDSA'];

function identifies(sid: pkijs.SignerInfo['sid'], certificate: pkijs.Certificate): boolean {
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return sid.issuer.isEqual(certificate.issuer) && sid.serialNumber.isEqual(certificate.serialNumber);
  }
  // A subject key identifier: compare with the certificate's extension.
  const extension = certificate.extensions?.find((item) => item.extnID === '2.5.29.14');
  const keyId = (extension?.parsedValue as asn1js.OctetString | undefined)?.valueBlock.valueHexView;
  const wanted = (sid as asn1js.Constructed).valueBlock?.value?.[0] as unknown as asn1js.OctetString | undefined;
  return Boolean(keyId && wanted?.valueBlock?.valueHexView && sameBytes(keyId, wanted.valueBlock.valueHexView));
}

function attribute(attributes: pkijs.SignedAndUnsignedAttributes | undefined, type: string): unknown {
  return attributes?.attributes.find((item) => item.type === type)?.values[0];
}

/** The genTime of an RFC 3161 timestamp token among the unsigned attributes. */
function timestampTime(signerInfo: pkijs.SignerInfo | undefined): string | null {
  const token = attribute(signerInfo?.unsignedAttrs, OID.timeStampToken);
  if (!token) return null;
  try {
    const info = new pkijs.ContentInfo({ schema: token as asn1js.Sequence });
    const signed = new pkijs.SignedData({ schema: info.content });
    const content = signed.encapContentInfo.eContent;
    if (!content) return null;
    const tst = pkijs.TSTInfo.fromBER(content.getValue());
    return tst.genTime.toISOString();
  } catch {
    return null;
  }
}

/** The DER of /Contents without the zeros that pad the reserved space. */
function trimmedDer(bytes: Uint8Array): ArrayBuffer {
  const parsed = asn1js.fromBER(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  if (parsed.offset === -1) throw new Error('not DER');
  return bytes.slice(0, parsed.offset).buffer as ArrayBuffer;
}

function numbers(object: unknown): number[] | undefined {
  if (!(object instanceof PDFArray)) return undefined;
  const values = object.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return values.every(Number.isFinite) ? values : undefined;
}

function dateOf(object: unknown): string | null {
  const text = textOf(object);
  const match = text && /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Z+-])?(\d{2})?'?(\d{2})?/.exec(text);
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, offsetHours = '00', offsetMinutes = '00'] = match;
  const zone = !sign || sign === 'Z' ? 'Z' : `${sign}${offsetHours}:${offsetMinutes}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Saves the file holds: one per %%EOF marker. */
function countRevisions(bytes: Uint8Array): number {
  let count = 0;
  const marker = [0x25, 0x25, 0x45, 0x4f, 0x46];
  for (let at = bytes.indexOf(0x25); at >= 0 && at < bytes.length; at = bytes.indexOf(0x25, at + 1)) {
    if (marker.every((byte, offset) => bytes[at + offset] === byte)) count += 1;
  }
  return Math.max(1, count);
}
