// validateSignatures: every signature of a PDF, checked, in the order they were made. For each: who
// signed (the certificates the signature carries), when (as claimed, and as a timestamp authority
// vouched), whether the bytes it covers are the bytes signed, whether it covers the whole file or
// what later saves changed, and whether the chain reaches a certificate the user chose to trust.
// Document timestamps (ETSI.RFC3161) are checked too: the authority's signature and its hash of the file.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { PDFArray, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString, type PDFDict } from 'pdf-lib';
import { validateSignaturesOperation, type SignatureReport } from '../../../src/contract/digital-signature';
import { onlyFile } from '../../../src/contract/engine-job';
import { fileBytes, readNamedPdf } from '../../../src/contract/named-file';
import { hasPdfHeader } from '../../../src/contract/pdf-header';
import { implement } from '../../runtime/operations';
import { corruptPdfError } from '../pdf-errors';
import { countSignaturesIn } from '../signature-count';
import { savedVersions } from '../pdf-lib/metadata-traces';
import { isoFromPdfDate } from '../../../src/contract/pdf-dates';
import { certificateFacts } from './certificate-facts';
import { changesAfterSigning } from './changes-after-signing';
import { attribute, checkCms, identifies, sameBytes, signerHash, type CmsCheck } from './cms-check';
import { orderedChain } from './pkcs12';
import { OID } from './pki';
import { coversWholeFile, digestBytes, digestRanges, isSaneRange, leavesOutOnlyItsValue, rangeBytes, rangeEnd } from './signed-ranges';
import { signatureFields, textOf } from './signature-fields';
import { signatureTimestampTime, tstInfoOf } from './timestamp-token';
import { chainsToTrusted, parseCertificates } from './trust-chain';
import { loadWithPdfLib } from '../pdf-lib-pace';

const DETACHED = ['ETSI.CAdES.detached', 'adbe.pkcs7.detached'];
const DOCUMENT_TIMESTAMP = 'ETSI.RFC3161';

export const validateSignatures = implement(validateSignaturesOperation, async (job, onProgress) => {
  const file = await readNamedPdf(onlyFile(job));
  if (!hasPdfHeader(file.bytes)) throw corruptPdfError(file.name);
  // A file with no signature dictionary anywhere in its bytes has no signature to check, however its
  // structure reads (qpdf's test files showed pdf-lib refusing sound files with a rare filter name).
  const noSignatures = { outputs: [], facts: { signatures: [], revisions: savedVersions(file.bytes) } };
  let document: PDFDocument;
  try {
    // Signature values are never encrypted (ISO 32000-1, 7.6.1): an encrypted file's signatures read as they are.
    document = await loadWithPdfLib(file.bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    if (countSignaturesIn(file.bytes) === 0) return noSignatures;
    throw corruptPdfError(file.name);
  }
  // In an encrypted file the other strings (field names, reasons) are encrypted: they are not shown.
  const readable = !document.isEncrypted;
  const trusted = (await Promise.all(job.settings.trusted.map(async (certificate) => {
    try {
      return parseCertificates(await fileBytes(certificate));
    } catch {
      return [];
    }
  }))).flat();
  let fields: ReturnType<typeof signatureFields>;
  try {
    fields = signatureFields(document).filter((field) => field.signed);
  } catch {
    // No catalog, a form that is not a dictionary: signatures are read from the bytes as they are, never repaired.
    if (countSignaturesIn(file.bytes) === 0) return noSignatures;
    throw corruptPdfError(file.name);
  }
  const signatures: SignatureReport[] = [];
  for (const [index, field] of fields.entries()) {
    const name = readable ? field.name : `Signature ${index + 1}`;
    signatures.push(await checkSignature(file.bytes, document, name, field.value!, trusted, readable).catch(() => malformed(name)));
    onProgress?.(index + 1, fields.length);
  }
  // In the order they were made: the one covering the least of the file first.
  const ends = new Map(fields.map((field, index) => [signatures[index], rangeEnd(numbers(field.value!.lookup(PDFName.of('ByteRange'))) ?? [0, 0])]));
  signatures.sort((a, b) => ends.get(a)! - ends.get(b)!);
  return { outputs: [], facts: { signatures, revisions: savedVersions(file.bytes) } };
});

async function checkSignature(bytes: Uint8Array, document: PDFDocument, field: string, value: PDFDict, trusted: pkijs.Certificate[], readable: boolean): Promise<SignatureReport> {
  const subFilter = (value.lookup(PDFName.of('SubFilter')) as PDFName | undefined)?.decodeText?.() ?? '';
  const range = numbers(value.lookup(PDFName.of('ByteRange')));
  const contents = value.lookup(PDFName.of('Contents'));
  const report: SignatureReport = {
    field,
    kind: subFilter === DOCUMENT_TIMESTAMP ? 'timestamp' : 'signature',
    subFilter,
    signer: null,
    chain: [],
    claimedTime: readable ? dateOf(value.lookup(PDFName.of('M'))) : null,
    timestampTime: null,
    integrity: 'cannot-check',
    problem: null,
    reason: readable ? textOf(value.lookup(PDFName.of('Reason'))) ?? '' : '',
    location: readable ? textOf(value.lookup(PDFName.of('Location'))) ?? '' : '',
    coversWholeFile: false,
    changesAfter: null,
    certificateValidAtSigning: null,
    trusted: false,
  };
  if (!range || !isSaneRange(range, bytes.length) || !(contents instanceof PDFHexString || contents instanceof PDFString)) {
    return { ...report, problem: 'malformed' };
  }
  report.coversWholeFile = coversWholeFile(bytes, range);
  // Bytes left out beside the signature's value could be changed unseen: said, whatever the rest shows.
  if (!leavesOutOnlyItsValue(bytes, range)) report.problem = 'uncovered-bytes';
  else if (!report.coversWholeFile) report.changesAfter = await changesAfterSigning(bytes.subarray(0, rangeEnd(range)), document);

  let signedData: pkijs.SignedData;
  try {
    const info = pkijs.ContentInfo.fromBER(trimmedDer(contents.asBytes()));
    if (info.contentType !== OID.signedData) return { ...report, problem: 'unknown-algorithm' };
    signedData = new pkijs.SignedData({ schema: info.content });
  } catch {
    return { ...report, problem: 'malformed' };
  }
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) return { ...report, problem: 'malformed' };
  const carried = (signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
  const signer = carried.find((certificate) => identifies(signerInfo.sid, certificate));
  if (signer) {
    report.chain = await Promise.all(orderedChain(signer, carried).map(certificateFacts));
    report.signer = report.chain[0];
  }
  const signingTime = attribute(signerInfo.signedAttrs, OID.signingTime) as asn1js.UTCTime | undefined;
  if (!report.claimedTime && signingTime?.toDate) report.claimedTime = signingTime.toDate().toISOString();
  let token: ReturnType<typeof tstInfoOf>;
  try {
    token = report.kind === 'timestamp' ? tstInfoOf(signedData) : undefined;
  } catch {
    return { ...report, problem: 'malformed' };
  }
  report.timestampTime = token ? token.info.genTime.toISOString() : await signatureTimestampTime(signerInfo);
  const when = report.timestampTime ?? report.claimedTime;
  if (signer) report.trusted = await chainsToTrusted(signer, carried, trusted, when ? new Date(when) : new Date());
  if (signer && when) report.certificateValidAtSigning = signer.notBefore.value <= new Date(when) && new Date(when) <= signer.notAfter.value;
  if (!signer) return { ...report, problem: 'no-certificate' };

  const hash = signerHash(signerInfo);
  if (!hash) return { ...report, problem: 'unknown-algorithm' };
  if (report.kind === 'timestamp') {
    if (!token) return { ...report, problem: 'malformed' };
    // The authority stamped a hash of the byte range; its signature covers the TSTInfo that holds it.
    const imprint = token.info.messageImprint;
    const imprintHash = signerHash(new pkijs.SignerInfo({ digestAlgorithm: imprint.hashAlgorithm }));
    if (!imprintHash) return { ...report, problem: 'unknown-algorithm' };
    if (!sameBytes(imprint.hashedMessage.valueBlock.valueHexView, digestRanges(bytes, range, imprintHash))) return { ...report, integrity: 'altered', problem: 'digest-mismatch' };
    return withCheck(report, await checkCms(signerInfo, signer, hash, digestBytes(token.der, hash), () => token.der));
  }
  if (!DETACHED.includes(subFilter)) return { ...report, problem: 'unknown-algorithm' };
  return withCheck(report, await checkCms(signerInfo, signer, hash, digestRanges(bytes, range, hash), () => rangeBytes(bytes, range)));
}

/** A signature whose dictionary is too damaged to read at all. */
function malformed(field: string): SignatureReport {
  return {
    field, kind: 'signature', subFilter: '', signer: null, chain: [], claimedTime: null, timestampTime: null, integrity: 'cannot-check',
    problem: 'malformed', reason: '', location: '', coversWholeFile: false, changesAfter: null, certificateValidAtSigning: null, trusted: false,
  };
}

/** The report with the CMS check's verdict; bytes left uncovered stay said when the check found nothing worse. */
function withCheck(report: SignatureReport, check: CmsCheck): SignatureReport {
  return { ...report, integrity: check.integrity, problem: check.problem ?? report.problem };
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

/** A PDF date (/M) in UTC, or null when it is none. */
function dateOf(object: unknown): string | null {
  const iso = isoFromPdfDate(textOf(object) ?? '');
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
