import { EncryptedPDFError, PDFDocument, PDFName } from 'pdf-lib';
import { corruptPdfError, EmptyPdfError, encryptedPdfError } from '../pdf-errors';
import { addJobNotice } from '../../runtime/job-notices';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import type { RestrictedAction } from '../../../src/contract/notices';
import { hasPdfHeader } from '../../../src/contract/pdf-header';
import { readMended } from './read-mended';

/**
 * Opens a PDF with pdf-lib, with Folio's safety net: a damaged file is repaired with MuPDF first,
 * and a file locked only by an owner password (anyone may open it), or opened with the password the
 * user gave, is decrypted first; either way the job records a notice so the user is told. Files that
 * need a password and came without the right one are refused with `encrypted` or `wrong-password`;
 * files beyond repair point to Repair PDF.
 */
export async function loadPdf(file: NamedPdf, fileIndex?: number): Promise<PDFDocument> {
  const { name } = file;
  if (!hasPdfHeader(file.bytes)) throw corruptPdfError(name, fileIndex);
  // pdf-lib cannot decrypt, and often fails on encrypted files with a misleading parse error.
  if (hasEncryptDictionary(file.bytes)) return openThroughMupdf(file, fileIndex);
  try {
    if (hasBrokenStartxref(file.bytes)) throw new Error('the cross-reference table cannot be found where the file says');
    return await readCheckedPages(file.bytes);
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw encryptedPdfError(name, fileIndex);
    return openThroughMupdf(file, fileIndex);
  }
}

/** The file as pdf-lib reads it, mended, every page's size read once so a broken tree shows now. */
async function readCheckedPages(bytes: Uint8Array): Promise<PDFDocument> {
  const document = await readMended(bytes);
  // Walking the page tree (and each page's inherited size) catches broken trees before any work starts.
  const pages = document.getPages();
  if (pages.length === 0) throw new Error('no pages');
  for (const page of pages) {
    // A page with no size of its own or inherited is US Letter, as MuPDF and qpdf read it.
    if (!page.node.getInheritableAttribute(PDFName.of('MediaBox'))) page.setMediaBox(0, 0, 612, 792);
    page.getMediaBox();
  }
  return document;
}

/**
 * MuPDF rebuilds what pdf-lib cannot read, and decrypts what needs no password; pdf-lib takes over
 * from there. Also the second chance of work that failed on a file pdf-lib did open (with-pdf.ts).
 */
export async function openThroughMupdf(file: NamedPdf, fileIndex?: number): Promise<PDFDocument> {
  // Loaded only now: a merge of healthy files never downloads MuPDF.
  const { openWithMupdf, saveClean } = await import('../mupdf/open-mupdf');
  let cleaned: Uint8Array;
  let repaired: boolean;
  let restrictions: RestrictedAction[];
  let decrypted: boolean;
  try {
    const pdf = await openWithMupdf(file, fileIndex);
    try {
      cleaned = saveClean(pdf);
      ({ repaired, restrictions, decrypted } = pdf);
    } finally {
      pdf.doc.destroy();
    }
  } catch (error) {
    if (error instanceof EmptyPdfError || (error instanceof Error && 'code' in error && (error.code === 'encrypted' || error.code === 'wrong-password'))) throw error;
    throw corruptPdfError(file.name, fileIndex);
  }
  let document: PDFDocument;
  try {
    document = await readCheckedPages(cleaned);
  } catch {
    throw corruptPdfError(file.name, fileIndex);
  }
  if (repaired || !hasEncryptDictionary(file.bytes)) addJobNotice({ kind: 'repaired', fileName: file.name });
  if (decrypted) addJobNotice({ kind: 'password-removed', fileName: file.name });
  if (restrictions.length > 0) addJobNotice({ kind: 'restrictions-removed', fileName: file.name, restrictions });
  return document;
}

// Trailers (and cross-reference stream dictionaries) sit at the end of a file, or near the start
// of a linearized one; looking only there keeps a 100 MB file from being decoded whole.
const TRAILER_SEARCH_BYTES = 64 * 1024;

/** The trailer (or cross-reference stream dictionary) names an /Encrypt dictionary. */
export function hasEncryptDictionary(bytes: Uint8Array): boolean {
  const latin1 = new TextDecoder('latin1');
  const pattern = /\/Encrypt\s*\d+\s+\d+\s+R/;
  return pattern.test(latin1.decode(bytes.subarray(0, TRAILER_SEARCH_BYTES)))
    || pattern.test(latin1.decode(bytes.subarray(Math.max(0, bytes.length - TRAILER_SEARCH_BYTES))));
}

/**
 * pdf-lib reads objects in file order and never looks at the cross-reference table, so it can
 * "succeed" on a file whose table is gone or points to the wrong bytes, and quietly lose objects.
 * The last startxref must exist and point at a table ("xref") or a cross-reference stream ("n 0 obj").
 */
function hasBrokenStartxref(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  const match = /startxref\s+(\d+)\s*(?:%%EOF)?\s*$/.exec(tail.replace(/[\0\s]+$/, ''))
    ?? [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  if (!match) return true;
  const offset = Number(match[1]);
  if (offset >= bytes.length) return true;
  const target = new TextDecoder('latin1').decode(bytes.subarray(offset, offset + 32));
  return !/^\s*(xref|\d+\s+\d+\s+obj)/.test(target);
}
