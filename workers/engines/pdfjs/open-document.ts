import { getDocument, PasswordResponses, PDFDataRangeTransport, type PDFDocumentProxy } from 'pdfjs-dist';
import { corruptPdfError, encryptedPdfError, wrongPasswordError } from '../pdf-errors';
import { pdfjsEnvironment } from './pdfjs-environment';
import type { OpenOptions } from '../../../src/contract/previews';

/**
 * pdf.js reading a file from a Blob by ranges, as it reads from a server: only the parts it needs
 * (the cross-reference table, the page tree, the pages drawn) are ever read into memory, instead of
 * the whole file for as long as the document stays open (a 100 MB upload kept open for its thumbnail
 * and page count would cost 100 MB, twice while it was being handed over).
 */
class BlobRangeTransport extends PDFDataRangeTransport {
  onReadFailure?: (error: unknown) => void;

  constructor(private readonly blob: Blob) {
    super(blob.size, null);
  }

  override requestDataRange(begin: number, end: number): void {
    this.blob.slice(begin, end).arrayBuffer().then(
      (buffer) => this.onDataRange(begin, new Uint8Array(buffer)),
      (error: unknown) => this.onReadFailure?.(error),
    );
  }
}

/** Opens a PDF with pdf.js, turning its failures into contract errors. */
export async function openDocument(options: OpenOptions): Promise<PDFDocumentProxy> {
  // pdf.js takes ownership of the buffer; give it a copy so the caller's bytes stay usable.
  return openWith({ data: options.bytes.slice() }, options);
}

/** Opens a PDF kept as a Blob (the user's own file), reading only the ranges pdf.js asks for. */
export async function openDocumentFromBlob({ name, file, password }: { name: string; file: Blob; password?: string }): Promise<PDFDocumentProxy> {
  const range = new BlobRangeTransport(file);
  // The whole file is never fetched in the background: ranges are read as pages need them.
  return openWith({ range, disableAutoFetch: true, disableStream: true }, { name, password }, (task) => {
    // A file that can no longer be read (changed or removed on disk) ends the opening, as damage does.
    range.onReadFailure = () => void task.destroy();
  });
}

type Source = { data: Uint8Array } | { range: PDFDataRangeTransport; disableAutoFetch: boolean; disableStream: boolean };

async function openWith(source: Source, { name, password }: { name: string; password?: string }, started?: (task: ReturnType<typeof getDocument>) => void): Promise<PDFDocumentProxy> {
  const { assetBase, documentOptions } = pdfjsEnvironment();
  const task = getDocument({
    ...source,
    password,
    cMapUrl: `${assetBase}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assetBase}standard_fonts/`,
    wasmUrl: `${assetBase}wasm/`,
    iccUrl: `${assetBase}iccs/`,
    // Our content security policy forbids eval; pdf.js then interprets PostScript functions instead.
    isEvalSupported: false,
    verbosity: 0,
    ...documentOptions,
  });
  started?.(task);
  try {
    return await task.promise;
  } catch (error) {
    const problem = error as { name?: string; code?: number };
    if (problem.name === 'PasswordException') {
      throw problem.code === PasswordResponses.INCORRECT_PASSWORD && password ? wrongPasswordError(name) : encryptedPdfError(name);
    }
    throw corruptPdfError(name);
  }
}
