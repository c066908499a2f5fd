// What a zipped book (EPUB, CBZ) holds, read from its directory before MuPDF unpacks anything:
// how much it unpacks to (a zip bomb is refused), whether an EPUB is locked by DRM, and how many
// pictures and style sheets its pages name on other sites (never fetched).
import { unzipSync } from 'fflate';
import { BOOK_MAX_UNPACKED_MB } from '../../../src/contract/book-to-pdf';
import { EngineError } from '../../../src/contract/errors';

const MB = 1024 * 1024;
/** Font obfuscation (IDPF and Adobe's) hides only fonts: the text stays readable, so it is not DRM. */
const FONT_OBFUSCATION = ['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC'];
const PAGE_ENTRY = /\.(x?html?|css|svg|fpage|xml)$/i;
const REMOTE_REFERENCE = /<(?:img|image|link|source|video|audio|ImageBrush)\b[^>]*?\s(?:src|href|xlink:href|ImageSource)\s*=\s*["']\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\//gi;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** The entries' unpacked sizes, from the zip's directory; nothing is unpacked. */
function unpackedSize(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, { filter: (entry) => { total += entry.originalSize; return false; } });
  return total;
}

export interface ArchiveFacts {
  remoteReferences: number;
}

/** Checks a zipped book before it is opened; a file that is not a zip is left to MuPDF to judge. */
export function checkBookArchive(name: string, bytes: Uint8Array): ArchiveFacts {
  if (!isZip(bytes)) return { remoteReferences: 0 };
  let size: number;
  try {
    size = unpackedSize(bytes);
  } catch {
    throw new EngineError('corrupt', `${name} could not be read: the file looks damaged.`);
  }
  if (size > BOOK_MAX_UNPACKED_MB * MB) {
    throw new EngineError('too-large', `${name} unpacks to ${Math.round(size / MB)} MB, more than the ${BOOK_MAX_UNPACKED_MB} MB Folio unpacks.`);
  }
  const entries = unzipSync(bytes, { filter: (entry) => PAGE_ENTRY.test(entry.name) || /^META-INF\/(encryption|rights)\.xml$/.test(entry.name) });
  const text = (entry: string) => new TextDecoder().decode(entries[entry]);
  if ('META-INF/rights.xml' in entries || ('META-INF/encryption.xml' in entries && lockedByEncryption(text('META-INF/encryption.xml')))) {
    throw new EngineError('unsupported-type', `${name} is protected by DRM; Folio cannot open it.`);
  }
  let remoteReferences = 0;
  for (const entry of Object.keys(entries)) {
    if (!entry.startsWith('META-INF/')) remoteReferences += text(entry).match(REMOTE_REFERENCE)?.length ?? 0;
  }
  return { remoteReferences };
}

/** An encryption.xml that encrypts more than fonts by obfuscation. */
function lockedByEncryption(xml: string): boolean {
  const algorithms = [...xml.matchAll(/EncryptionMethod[^>]*Algorithm\s*=\s*["']([^"']+)["']/g)].map((match) => match[1]);
  return algorithms.some((algorithm) => !FONT_OBFUSCATION.includes(algorithm));
}

/** A MOBI (a Palm database) whose first record says its text is encrypted (Mobipocket DRM). */
export function checkMobi(name: string, bytes: Uint8Array): void {
  if (bytes.length < 86 || new TextDecoder('latin1').decode(bytes.subarray(60, 68)) !== 'BOOKMOBI') return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const record = view.getUint32(78);
  if (record + 14 <= bytes.length && view.getUint16(record + 12) !== 0) {
    throw new EngineError('unsupported-type', `${name} is protected by DRM; Folio cannot open it.`);
  }
}
