import { EngineError } from '../workers/engines/engine-error';
import type { NamedPdf } from '../workers/engines/pdf-lib/load-pdf';
import { readPdfFields } from './read-files';

/** Single-file tools (spec, second document §5): the first PDF of the request is the one used. */
export async function readOnePdf(request: Request): Promise<NamedPdf> {
  const [file] = await readPdfFields(await request.formData());
  if (!file) throw new EngineError('bad-params', 'Add a PDF file to process.');
  return file;
}
