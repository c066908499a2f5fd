import { EngineError } from '../src/contract/errors';
import type { NamedPdf, NamedPdfFile } from '../src/contract/named-pdf';
import { pdfFileFields, readPdfFields } from './read-files';

/** Single-file tools (spec, second document §5): the first PDF of the request is the one used. */
export async function readOnePdf(form: FormData): Promise<NamedPdf> {
  const [file] = await readPdfFields(form);
  if (!file) throw new EngineError('bad-params', 'Add a PDF file to process.');
  return file;
}

/** The same, left unread, for engines that take a NamedPdfFile (Compress, Optimize). */
export function readOnePdfFile(form: FormData): NamedPdfFile {
  const [file] = pdfFileFields(form);
  if (!file) throw new EngineError('bad-params', 'Add a PDF file to process.');
  return file;
}
