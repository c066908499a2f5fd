// Office and HTML files to PDF with LibreOffice (WebAssembly): text stays text, with its fonts
// (the metric-compatible ones inside LibreOffice's data), images, tables and page breaks.
import { PDFDocument } from 'pdf-lib';
import { documentToPdfOperation } from '../../../src/contract/convert-to-pdf';
import { EngineError } from '../../../src/contract/errors';
import { implement } from '../../runtime/operations';
import { officeConverter } from './office-converter';

// Beyond this a conversion has hung (image-heavy files did with too few threads); the bridge then
// replaces the worker (restartAfterFailure), which is the only way to stop LibreOffice.
const CONVERSION_TIMEOUT_MS = 180_000;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();

function withTimeout<T>(work: Promise<T>, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new EngineError('engine-failed', `${name} took too long to convert; the converter was stopped.`)), CONVERSION_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export const documentToPdf = implement(documentToPdfOperation, async ({ file }, onProgress) => {
  if (file.bytes.length === 0) throw new EngineError('corrupt', `${file.name} is empty.`);
  const converter = await officeConverter(onProgress);
  onProgress?.(0, 1, 'convert');
  const extension = extensionOf(file.name);
  let data: Uint8Array;
  try {
    // The real file name: LibreOffice shows it, e.g. in spreadsheet headers.
    const result = await withTimeout(
      converter.convert(file.bytes, { outputFormat: 'pdf', ...(extension ? { inputFormat: extension as never } : {}) }, file.name),
      file.name,
    );
    data = result.data;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(message)) throw new EngineError('encrypted', `${file.name} is protected by a password. Remove it in Office first, then convert again.`);
    throw new EngineError('corrupt', `${file.name} could not be converted: LibreOffice could not read it (the file looks damaged).`);
  }
  const pdf = await PDFDocument.load(data, { updateMetadata: false });
  onProgress?.(1, 1, 'convert');
  return { bytes: data, pageCount: pdf.getPageCount() };
});
