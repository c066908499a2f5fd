import type { PDFDocument, PDFObject } from 'mupdf';
import { EngineError } from '../../../src/contract/errors';
import { EmptyPdfError, encryptedPdfError, wrongPasswordError } from '../pdf-errors';
import { withSecondOpinion } from '../second-opinion';
import type { NamedPdf, NamedPdfFile } from '../../../src/contract/named-pdf';
import type { RestrictedAction } from '../../../src/contract/notices';
import { loadMupdf, type Mupdf } from './load-mupdf';
import { withMupdfLog } from './mupdf-log';
import { streamOverBlob, streamOverBytes, type ReadBlobSync } from './bytes-stream';

export interface MupdfPdf {
  mupdf: Mupdf;
  doc: PDFDocument;
  pageCount: number;
  /** MuPDF rebuilt the cross-reference table because the file's own was missing or broken. */
  repaired: boolean;
  /** What MuPDF reported while opening the file and walking its pages. */
  messages: string[];
  /** For each message, the 1-based page being walked when MuPDF said it (undefined: while opening). */
  messagePages: (number | undefined)[];
  /** The file needed a password to open, and the one the user gave opened it. */
  decrypted: boolean;
  /** Owner-password restrictions (e.g. 'copy') of a file anyone may open; empty when it had none or needed a password. */
  restrictions: RestrictedAction[];
  /** Pages whose /Parent did not point to the page-tree node that lists them, now re-linked. */
  relinkedPages: number;
  /** Kids of the page tree that point at objects MuPDF could not read, dropped from the tree. */
  missingKids: number;
}

const restrictable: RestrictedAction[] = ['print', 'copy', 'edit', 'annotate', 'form', 'assemble'];

/**
 * Opens a PDF with MuPDF, which rebuilds a broken cross-reference table by scanning the file.
 * Files that need a password to open are opened with the one the user gave (refused without one, or
 * with a wrong one); files with only an owner password (readable by anyone, with restrictions) are
 * opened, and their restrictions listed.
 * With `readInPlace`, MuPDF reads the file from `bytes` as it needs it rather than from its own full
 * copy (bytes-stream.ts): for jobs on large files that keep the bytes anyway; they must then stay
 * unchanged until the document is destroyed. A file given as a Blob (NamedPdfFile) is always read in
 * place, with `readBlob` (the worker's FileReaderSync).
 */
export async function openWithMupdf(
  file: NamedPdf | (NamedPdfFile & { readBlob: ReadBlobSync }),
  fileIndex?: number,
  options: { walkPages?: boolean; readInPlace?: boolean } = {},
): Promise<MupdfPdf> {
  return withSecondOpinion(
    () => openOnce(file, fileIndex, options),
    async () => {
      const { rebuiltWithPdfLib } = await import('../pdf-lib/rebuild-with-pdf-lib');
      const rebuilt = await rebuiltWithPdfLib('file' in file ? new Uint8Array(file.readBlob(file.file)) : file.bytes);
      return rebuilt && { ...(await openOnce({ name: file.name, bytes: rebuilt }, fileIndex, { walkPages: options.walkPages })), repaired: true };
    },
    {
      pages: (pdf) => pdf.pageCount,
      missingKids: (pdf) => pdf.missingKids,
      locked: (pdf) => file.password !== undefined || pdf?.decrypted === true,
      release: (pdf) => pdf.doc.destroy(),
    },
  );
}

async function openOnce(
  file: NamedPdf | (NamedPdfFile & { readBlob: ReadBlobSync }),
  fileIndex: number | undefined,
  { walkPages = false, readInPlace = false }: { walkPages?: boolean; readInPlace?: boolean },
): Promise<MupdfPdf> {
  const { name, password } = file;
  const mupdf = await loadMupdf();
  const messagePages: (number | undefined)[] = [];
  const opened = withMupdfLog(mupdf, (messages) => {
    let doc: PDFDocument;
    const source = 'file' in file ? streamOverBlob(mupdf, file.file, file.readBlob)
      : readInPlace ? streamOverBytes(mupdf, file.bytes) : file.bytes;
    try {
      doc = new mupdf.PDFDocument(source);
    } catch {
      throw unrecoverable(name, fileIndex);
    } finally {
      // The document keeps its own reference to the stream.
      if (source instanceof mupdf.Stream) source.destroy();
    }
    const decrypted = doc.needsPassword();
    if (decrypted) unlock(doc, { name, password }, fileIndex);
    let pageCount: number;
    let relinkedPages = 0;
    let missingKids = 0;
    try {
      // Mended before counting: a tree that claims 9,999,999,999 pages would be believed (and fail) otherwise.
      ({ relinked: relinkedPages, missing: missingKids } = mendPageTree(doc));
      pageCount = doc.countPages();
      // Walking every page (contents, fonts, images) brings out damage the page tree alone hides.
      for (let index = 0; walkPages && index < pageCount; index += 1) {
        messagePages.length = messages.length;
        runPage(mupdf, doc, index);
        messagePages.push(...messages.slice(messagePages.length).map(() => index + 1));
      }
    } catch {
      pageCount = 0;
    }
    if (pageCount === 0) {
      const empty = missingKids === 0 && holdsNoPages(doc);
      doc.destroy();
      throw empty ? new EmptyPdfError(name, fileIndex) : unrecoverable(name, fileIndex);
    }
    return { doc, pageCount, decrypted, relinkedPages, missingKids };
  });
  const { doc, decrypted, relinkedPages, missingKids } = opened.value;
  try {
    const encrypted = !doc.getTrailer().get('Encrypt').isNull();
    // A file opened with the user's password is reported as such ('password-removed'); its
    // permission bits are the author's wishes for those who have the password, and go with it.
    const restrictions = encrypted && !decrypted ? restrictable.filter((action) => !doc.hasPermission(action)) : [];
    // Mending the tree (above) may drop pages that were never there (kids pointing at missing objects); a
    // tree with none left is no document (qpdf then failed to linearize it, found by the fuzz suite).
    const pageCount = doc.countPages();
    if (pageCount === 0) throw new Error('no pages after mending the page tree');
    messagePages.length = opened.messages.length;
    return {
      mupdf, doc, pageCount, repaired: doc.wasRepaired(), messages: opened.messages, messagePages, decrypted, restrictions, relinkedPages, missingKids,
    };
  } catch {
    doc.destroy();
    throw unrecoverable(name, fileIndex);
  }
}

/** Authenticates with the user's password (user or owner password: either opens the file), or throws. */
function unlock(doc: PDFDocument, { name, password }: { name: string; password?: string }, fileIndex?: number): void {
  // MuPDF answers 0 when the password opens nothing; any other value names which password it was.
  if (password !== undefined && doc.authenticatePassword(password) !== 0) return;
  doc.destroy();
  throw password === undefined ? encryptedPdfError(name, fileIndex) : wrongPasswordError(name, fileIndex);
}

/**
 * MuPDF reads pages through the tree from the top and forgives a page whose /Parent points
 * elsewhere; other readers (pdf-lib, some printers) walk up from the page and fail. Every node's
 * /Parent is set to the node that lists it, kids that point at nothing are dropped, and each
 * node's /Count is made to match. Says how many parents were re-linked, and whether anything changed.
 */
export function mendPageTree(doc: PDFDocument): { relinked: number; changed: boolean; missing: number } {
  let relinked = 0;
  let missing = 0;
  let changed = false;
  // A damaged tree may list a node inside itself: each node is visited once. A page listed twice is
  // shown twice by every viewer (and counted twice by qpdf): the second listing becomes a copy of
  // the page, so tools that change one page (a stamp, a rotation) do not change both.
  const visited = new Set<number>();
  /** Mends the node's kids and returns how many pages hang below it. */
  const visit = (node: PDFObject, depth: number): number => {
    const kids = node.get('Kids');
    if (!kids.isArray() || depth > 64) return 0;
    const sound: PDFObject[] = [];
    let pages = 0;
    kids.forEach((listed) => {
      // Kids pointing at missing objects (a truncated file), and nodes seen before, are dropped from the list.
      if (!listed.isIndirect() || !listed.resolve().isDictionary()) {
        missing += 1;
        return;
      }
      const isNode = listed.get('Type').isName() && listed.get('Type').asName() === 'Pages';
      if (isNode && visited.has(listed.asIndirect())) return;
      const kid = visited.has(listed.asIndirect()) ? copyOfPage(doc, listed) : listed;
      visited.add(kid.asIndirect());
      const parent = kid.get('Parent');
      if (!parent.isIndirect() || parent.asIndirect() !== node.asIndirect()) {
        kid.put('Parent', node);
        relinked += 1;
      }
      sound.push(kid);
      pages += isNode ? visit(kid, depth + 1) : 1;
    });
    if (sound.length !== kids.length || sound.some((kid, index) => kid.asIndirect() !== kids.get(index).asIndirect())) {
      changed = true;
      const mended = doc.newArray();
      sound.forEach((kid) => mended.push(kid));
      node.put('Kids', mended);
    }
    const count = node.get('Count');
    if (!count.isNumber() || count.asNumber() !== pages) {
      node.put('Count', pages);
      changed = true;
    }
    return pages;
  };
  const root = doc.getTrailer().get('Root').get('Pages');
  if (root.isIndirect()) {
    visited.add(root.asIndirect());
    visit(root, 0);
  }
  return { relinked, missing, changed: changed || relinked > 0 };
}

/**
 * A new page object with the same entries: its arrays copied (a /Contents or /Annots array a tool
 * adds to, direct or not) and its direct dictionaries; streams and other indirect objects shared.
 */
function copyOfPage(doc: PDFDocument, page: PDFObject): PDFObject {
  const copy = doc.newDictionary();
  // An array the page points to elsewhere (/Contents, /Annots) is the copy's own too.
  page.forEach((value, key) => copy.put(key, value.isIndirect() && value.resolve().isArray() ? directCopy(doc, value.resolve()) : directCopy(doc, value)));
  return doc.addObject(copy);
}

function directCopy(doc: PDFDocument, value: PDFObject): PDFObject {
  if (value.isIndirect()) return value;
  if (value.isArray()) {
    const copy = doc.newArray();
    value.forEach((item) => copy.push(directCopy(doc, item)));
    return copy;
  }
  if (value.isDictionary()) {
    const copy = doc.newDictionary();
    value.forEach((item, key) => copy.put(key, directCopy(doc, item)));
    return copy;
  }
  return value;
}

function runPage(mupdf: Mupdf, doc: PDFDocument, index: number): void {
  const page = doc.loadPage(index);
  const device = new mupdf.Device({});
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
    page.destroy();
  }
}

/**
 * Read without repair, and its page tree is there and lists nothing: an empty document, not a damaged
 * one. Only meaningful when mending dropped no kid (a tree whose every kid is missing is damaged).
 */
export function holdsNoPages(doc: PDFDocument): boolean {
  const kids = doc.getTrailer().get('Root', 'Pages', 'Kids');
  return !doc.wasRepaired() && kids.isArray() && kids.length === 0;
}

function unrecoverable(name: string, fileIndex?: number): EngineError {
  return new EngineError(
    'corrupt',
    `${name} could not be repaired: no readable PDF pages were found in it. It may not be a PDF, or too much of it is missing.`,
    { fileIndex },
  );
}

/** Writes the document as a fresh, consistent file: new cross-reference table, correct stream lengths, no encryption. */
export function saveClean(pdf: MupdfPdf, options = 'garbage=compact'): Uint8Array {
  const buffer = pdf.doc.saveToBuffer(`encrypt=none,${options}`);
  // Copy out of WASM memory: the buffer is freed with the document.
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  return bytes;
}
