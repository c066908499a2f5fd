import { getDocument, PasswordResponses, type PDFDocumentProxy } from 'pdfjs-dist';
import { corruptPdfError, encryptedPdfError, wrongPasswordError } from '../pdf-errors';
import { pdfjsEnvironment } from './pdfjs-environment';
import type { OpenOptions } from '../../../src/contract/previews';

/** Opens a PDF with pdf.js, turning its failures into contract errors. */
export async function openDocument({ name, bytes, password }: OpenOptions): Promise<PDFDocumentProxy> {
  const { assetBase, documentOptions } = pdfjsEnvironment();
  const task = getDocument({
    // pdf.js takes ownership of the buffer; give it a copy so the caller's bytes stay usable.
    data: bytes.slice(),
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
