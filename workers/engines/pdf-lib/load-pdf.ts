import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { EngineError } from '../engine-error';

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
  if (!hasPdfHeader(bytes)) {
    throw new EngineError('corrupt', `${name} is not a readable PDF file (no PDF header found). Try Repair PDF.`, { fileIndex });
  }
  // pdf-lib cannot decrypt, and often fails on encrypted files with a misleading parse error.
  if (hasEncryptDictionary(bytes)) throw encryptedError(name, fileIndex);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
    // Walking the page tree (and each page's inherited size) catches broken trees before any work starts.
    const pages = document.getPages();
    if (pages.length === 0) throw new Error('no pages');
    pages.forEach((page) => page.getMediaBox());
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw encryptedError(name, fileIndex);
    throw corruptError(name, fileIndex);
  }
  return document;
}

/** The trailer (or cross-reference stream dictionary) names an /Encrypt dictionary. */
function hasEncryptDictionary(bytes: Uint8Array): boolean {
  return /\/Encrypt\s*\d+\s+\d+\s+R/.test(new TextDecoder('latin1').decode(bytes));
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_SEARCH_BYTES));
  return head.includes('%PDF-');
}

function encryptedError(name: string, fileIndex?: number) {
  return new EngineError(
    'encrypted',
    `${name} is encrypted (password-protected). Remove the password with Unlock PDF, then try again.`,
    { fileIndex },
  );
}

function corruptError(name: string, fileIndex?: number) {
  return new EngineError('corrupt', `${name} is damaged and could not be read. Try Repair PDF first.`, { fileIndex });
}
