import { getDocument, PasswordResponses, type PDFDocumentProxy } from 'pdfjs-dist';
import { EngineError } from '../engine-error';
import { pdfjsEnvironment } from './pdfjs-environment';

export interface OpenOptions {
  name: string;
  bytes: Uint8Array;
  password?: string;
}

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
      const wrong = problem.code === PasswordResponses.INCORRECT_PASSWORD;
      throw new EngineError(
        wrong ? 'wrong-password' : 'encrypted',
        wrong ? `The password for ${name} is not correct.` : `${name} is encrypted (password-protected).`,
      );
    }
    throw new EngineError('corrupt', `${name} is damaged and could not be read. Try Repair PDF first.`);
  }
}
