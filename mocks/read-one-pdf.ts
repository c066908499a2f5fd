import { EngineError } from '../src/contract/errors';
import type { NamedPdf } from '../src/contract/named-pdf';
import { readPdfFields } from './read-files';

/** Single-file tools (spec, second document §5): the first PDF of the request is the one used. */
export async function readOnePdf(form: FormData): Promise<NamedPdf> {
  const [file] = await readPdfFields(form);
  if (!file) throw new EngineError('bad-params', 'Add a PDF file to process.');
  return file;
}
