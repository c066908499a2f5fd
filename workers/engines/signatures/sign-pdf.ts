// signPdf: a PAdES B-B signature added as an incremental save. The original bytes stay as they are
// (earlier signatures keep covering them), then come the signature's objects: its value dictionary
// with a reserved /Contents, its field and widget (on the page, visible or not), the form and page
// that now list it; the byte range around /Contents is hashed (streamed, no second copy of the file)
// and the CMS made with the key from the .p12 fills the reserved space.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFObject } from 'pdf-lib';
import { sha256 } from '@noble/hashes/sha256';
import { checkSignPdfSettings, signPdfOperation, type SignatureBox } from '../../../src/contract/digital-signature';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { onlyFile } from '../../../src/contract/engine-job';
import { EngineError } from '../../../src/contract/errors';
import { fileBytes, readNamedPdf } from '../../../src/contract/named-file';
import { hasPdfHeader } from '../../../src/contract/pdf-header';
import { implement } from '../../runtime/operations';
import { corruptPdfError } from '../pdf-errors';
import { hasEncryptDictionary, loadPdf } from '../pdf-lib/load-pdf';
import { certificateFacts, commonName, hex } from './certificate-facts';
import { cmsSignature } from './cms-signature';
import { lastCrossReference, writeIncrementalUpdate, type PreviousSection, type UpdatedObject } from './incremental-update';
import { readPkcs12 } from './pkcs12';
import { signatureAppearance } from './signature-appearance';
import { signatureFields } from './signature-fields';
import { withSignatureTimestamp } from './signature-timestamp';
import { loadWithPdfLib, saveWithPdfLib } from '../pdf-lib-pace';

/** Room for the CMS beyond the certificates it carries: the signature value and the attributes. */
const CMS_ROOM = 8192;
/** Room for a timestamp token: the authority's signature and its certificates (usually 4–8 kB). */
const TIMESTAMP_ROOM = 16_384;
const BYTE_RANGE_PLACEHOLDER = '/ByteRange [ 0 1111111111 2222222222 3333333333 ]';

export const signPdf = implement(signPdfOperation, async (job, onProgress) => {
  const given = onlyFile(job);
  const file = await readNamedPdf(given);
  const settings = withSettingsChecked(() => checkSignPdfSettings(job.settings));
  const certificate = settings.certificate!;
  const signer = await readPkcs12(await fileBytes(certificate), settings.certificatePassword, certificate.name);
  onProgress?.(1, 4);
  const { bytes: base, document, rewritten, previous } = await openForSigning(file);
  // New objects are numbered past every number the file uses, those of its object streams too
  // (pdf-lib does not count them): the previous section's /Size says where that is.
  document.context.largestObjectNumber = Math.max(document.context.largestObjectNumber, previous.size - 1);
  const earlierSignatures = signatureFields(document).filter((field) => field.signed).length;
  const now = new Date();
  const { objects, sigRef } = await signatureObjects(document, {
    box: settings.box,
    name: commonName(signer.chain[0].subject),
    reason: settings.reason,
    location: settings.location,
    now,
    picture: settings.picture ? await fileBytes(settings.picture) : undefined,
    reserve: signer.chain.reduce((sum, cert) => sum + cert.toSchema().toBER(false).byteLength, CMS_ROOM + (settings.timestampAuthority ? TIMESTAMP_ROOM : 0)),
  });
  // The update is written apart from the original: a 100 MB file is never copied whole here.
  const { bytes: update, start, offsets } = writeIncrementalUpdate(base, document.context, objects, previous);
  onProgress?.(2, 4);
  const objectAt = offsets.get(sigRef.objectNumber)! - start;
  const { contentsStart, contentsEnd } = placeholders(update, objectAt);
  const total = start + update.length;
  const byteRange = [0, start + contentsStart, start + contentsEnd, total - start - contentsEnd];
  writeByteRange(update, objectAt, byteRange);
  const digest = sha256.create().update(base).update(update.subarray(0, contentsStart)).update(update.subarray(contentsEnd)).digest();
  onProgress?.(3, 4);
  const signed = await cmsSignature(signer, digest);
  const cms = settings.timestampAuthority ? await withSignatureTimestamp(signed, settings.timestampAuthority) : signed;
  const room = (contentsEnd - contentsStart - 2) / 2;
  if (cms.length > room) throw new Error(`The signature (${cms.length} bytes) is larger than the room kept for it (${room}).`);
  update.set(new TextEncoder().encode(hex(cms)), contentsStart + 1);
  const pages = document.getPageCount();
  return {
    // The user's own File, when the update follows it unchanged: a Blob made of Blobs copies no bytes.
    outputs: [{ name: signedName(file.name), type: 'application/pdf', data: new Blob([(rewritten || !(given.data instanceof Blob) ? base : given.data) as BlobPart, update as BlobPart], { type: 'application/pdf' }), pages }],
    facts: {
      signer: await certificateFacts(signer.chain[0]), signedAt: now.toISOString(), earlierSignatures: rewritten ? 0 : earlierSignatures, rewritten,
      timestampedBy: settings.timestampAuthority ? new URL(settings.timestampAuthority).host : null,
    },
  };
});

function signedName(name: string): string {
  return `${name.replace(/\.pdf$/i, '')}-signed.pdf`;
}

/**
 * The bytes a signature is added to, and the document read from them. An encrypted or damaged
 * file is opened (with its password) and saved anew first: its own signatures cannot survive that.
 */
async function openForSigning(file: { name: string; bytes: Uint8Array; password?: string }): Promise<{ bytes: Uint8Array; document: PDFDocument; rewritten: boolean; previous: PreviousSection }> {
  if (!hasPdfHeader(file.bytes)) throw corruptPdfError(file.name);
  if (!hasEncryptDictionary(file.bytes)) {
    try {
      const previous = lastCrossReference(file.bytes);
      const document = await loadWithPdfLib(file.bytes, { updateMetadata: false });
      // A page with no size anywhere in its tree gets one from the safety net (load-pdf.ts).
      const sized = document.getPages().every((page) => page.node.getInheritableAttribute(PDFName.of('MediaBox')));
      if (document.getPageCount() > 0 && sized) return { bytes: file.bytes, document, rewritten: false, previous };
    } catch {
      // Damaged (or its last cross-reference section is not where it says): opened through the safety net below.
    }
  }
  const opened = await loadPdf(file);
  const bytes = await saveWithPdfLib(opened, { useObjectStreams: false });
  return { bytes, document: await loadWithPdfLib(bytes, { updateMetadata: false }), rewritten: true, previous: lastCrossReference(bytes) };
}

interface SignatureRequest {
  box?: SignatureBox;
  name: string;
  reason: string;
  location: string;
  now: Date;
  picture?: Uint8Array;
  /** Bytes kept for the CMS. */
  reserve: number;
}

async function signatureObjects(document: PDFDocument, request: SignatureRequest): Promise<{ objects: UpdatedObject[]; sigRef: PDFRef }> {
  const context = document.context;
  const before = context.largestObjectNumber;
  const catalog = document.catalog;
  const changed = new Map<number, UpdatedObject>();
  const keep = (ref: PDFRef, object: PDFObject) => changed.set(ref.objectNumber, { ref, object });

  const value = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: [0, 1111111111, 2222222222, 3333333333],
    Contents: PDFHexString.of('0'.repeat(request.reserve * 2)),
    M: PDFString.fromDate(request.now),
    Name: PDFHexString.fromText(request.name),
    ...(request.reason ? { Reason: PDFHexString.fromText(request.reason) } : {}),
    ...(request.location ? { Location: PDFHexString.fromText(request.location) } : {}),
    Prop_Build: { App: { Name: 'Folio' } },
  });
  const sigRef = context.register(value);

  const pageIndex = Math.min((request.box?.page ?? 1) - 1, document.getPageCount() - 1);
  const page = document.getPage(pageIndex);
  const rect = request.box ? boxOnPage(page, request.box) : [0, 0, 0, 0];
  const width = rect[2] - rect[0];
  const height = rect[3] - rect[1];
  const date = request.now.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const appearance = request.box
    ? await signatureAppearance(document, width, height, {
      name: `Digitally signed by ${request.name}`,
      date: `Date: ${date}`,
      reason: request.reason ? `Reason: ${request.reason}` : '',
      location: request.location ? `Location: ${request.location}` : '',
    }, request.picture)
    : context.register(context.formXObject([], { BBox: [0, 0, 0, 0] }));

  const fieldName = uniqueFieldName(document);
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    T: PDFHexString.fromText(fieldName),
    V: sigRef,
    // Print (4) and Locked (128): shown on paper, not moved or deleted by a viewer.
    F: 132,
    Rect: rect,
    P: page.ref,
    AP: { N: appearance },
  });
  const widgetRef = context.register(widget);

  const annots = page.node.lookup(PDFName.of('Annots'));
  const newAnnots = context.obj([...(annots instanceof PDFArray ? annots.asArray() : []), widgetRef]);
  page.node.set(PDFName.of('Annots'), newAnnots);
  keep(page.ref, page.node);

  const formEntry = catalog.get(PDFName.of('AcroForm'));
  let form = catalog.lookup(PDFName.of('AcroForm'));
  if (!(form instanceof PDFDict)) {
    form = context.obj({ Fields: [] });
    catalog.set(PDFName.of('AcroForm'), context.register(form));
    keep(context.trailerInfo.Root as PDFRef, catalog);
  } else if (formEntry instanceof PDFRef) {
    keep(formEntry, form);
  } else {
    keep(context.trailerInfo.Root as PDFRef, catalog);
  }
  const acroForm = form as PDFDict;
  const fields = acroForm.lookup(PDFName.of('Fields'));
  acroForm.set(PDFName.of('Fields'), context.obj([...(fields instanceof PDFArray ? fields.asArray() : []), widgetRef]));
  // SignaturesExist (1) and AppendOnly (2): a viewer must save incrementally from now on.
  acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(3));

  // Fonts and pictures of the appearance become objects now, numbered after the original's.
  await document.flush();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref.objectNumber > before) keep(ref, object);
  }
  return { objects: [...changed.values()].sort((a, b) => a.ref.objectNumber - b.ref.objectNumber), sigRef };
}

/** The box drawn on the page as shown (fractions from the top left) in the page's own coordinates. */
function boxOnPage(page: ReturnType<PDFDocument['getPage']>, box: SignatureBox): number[] {
  const { x, y, width, height } = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  // The corners as fractions of the unrotated page, measured from its bottom left.
  const corners = [[box.x, box.y], [box.x + box.width, box.y + box.height]].map(([u, v]) => {
    switch (rotation) {
      case 90: return [v, u];
      case 180: return [1 - u, v];
      case 270: return [1 - v, 1 - u];
      default: return [u, 1 - v];
    }
  });
  const xs = corners.map(([u]) => x + u * width);
  const ys = corners.map(([, v]) => y + v * height);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function uniqueFieldName(document: PDFDocument): string {
  const taken = new Set(signatureFields(document).map((field) => field.name));
  let index = 1;
  while (taken.has(`Signature${index}`)) index += 1;
  return `Signature${index}`;
}

/** Where /Contents' hex string starts and ends (after its '>') in the signature's object. */
function placeholders(bytes: Uint8Array, objectStart: number): { contentsStart: number; contentsEnd: number } {
  const text = new TextDecoder('latin1').decode(bytes.subarray(objectStart, objectStart + 200_000));
  const contents = text.indexOf('/Contents <');
  if (contents < 0) throw new EngineError('engine-failed', 'The signature\'s reserved space was not written.');
  const contentsStart = objectStart + contents + '/Contents '.length;
  const contentsEnd = objectStart + text.indexOf('>', contents) + 1;
  return { contentsStart, contentsEnd };
}

/** Writes the byte range over its placeholder, padded with spaces to the same length. */
function writeByteRange(bytes: Uint8Array, objectStart: number, range: number[]): void {
  const text = new TextDecoder('latin1').decode(bytes.subarray(objectStart, objectStart + 200_000));
  const at = text.indexOf('/Contents');
  // The placeholder goes right before /Contents (see signatureObjects): find it there.
  const placeholderAt = text.indexOf(BYTE_RANGE_PLACEHOLDER);
  if (placeholderAt < 0 || at < 0) throw new EngineError('engine-failed', 'The signature\'s byte range was not written.');
  const written = `/ByteRange [ ${range.join(' ')} ]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  bytes.set(new TextEncoder().encode(written), objectStart + placeholderAt);
}
