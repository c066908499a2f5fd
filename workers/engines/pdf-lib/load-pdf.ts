import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { corruptPdfError, encryptedPdfError } from '../pdf-errors';

export interface NamedPdf {
  name: string;
  bytes: Uint8Array;
}

const HEADER_SEARCH_BYTES = 1024;

/**
 * Opens a PDF with pdf-lib and turns its failures into errors a person can act on:
 * encrypted files ask for the password, unreadable ones point to Repair.
 */
export async function loadPdf({ name, bytes }: NamedPdf, fileIndex?: number): Promise<PDFDocument> {
  if (!hasPdfHeader(bytes)) throw corruptPdfError(name, fileIndex);
  // pdf-lib cannot decrypt, and often fails on encrypted files with a misleading parse error.
  if (hasEncryptDictionary(bytes)) throw encryptedPdfError(name, fileIndex);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
    // Walking the page tree (and each page's inherited size) catches broken trees before any work starts.
    const pages = document.getPages();
    if (pages.length === 0) throw new Error('no pages');
    pages.forEach((page) => page.getMediaBox());
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw encryptedPdfError(name, fileIndex);
    throw corruptPdfError(name, fileIndex);
  }
  return document;
}

// Trailers (and cross-reference stream dictionaries) sit at the end of a file, or near the start
// of a linearized one; looking only there keeps a 100 MB file from being decoded whole.
const TRAILER_SEARCH_BYTES = 64 * 1024;

/** The trailer (or cross-reference stream dictionary) names an /Encrypt dictionary. */
function hasEncryptDictionary(bytes: Uint8Array): boolean {
  const latin1 = new TextDecoder('latin1');
  const pattern = /\/Encrypt\s*\d+\s+\d+\s+R/;
  return pattern.test(latin1.decode(bytes.subarray(0, TRAILER_SEARCH_BYTES)))
    || pattern.test(latin1.decode(bytes.subarray(Math.max(0, bytes.length - TRAILER_SEARCH_BYTES))));
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_SEARCH_BYTES));
  return head.includes('%PDF-');
}
