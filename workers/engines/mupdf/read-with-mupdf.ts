// Reading a PDF's pages with MuPDF for a detector, the document freed after.
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { openWithMupdf, type MupdfPdf } from './open-mupdf';
import { codedPdfError } from '../pdf-errors';

/** Opens the file with MuPDF (a damaged file rebuilt, an encrypted one refused without its password), runs `read`, frees it. */
export async function readWithMupdf<T>(file: NamedPdf, read: (pdf: MupdfPdf) => T): Promise<T> {
  const pdf = await openWithMupdf(file);
  try {
    return read(pdf);
  } catch (error) {
    // MuPDF's own exception on a page it cannot read ("malformed page tree"): the file's fault, in words.
    throw codedPdfError(error, file.name);
  } finally {
    pdf.doc.destroy();
  }
}
