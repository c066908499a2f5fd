// Reading a PDF's pages with MuPDF for a detector, the document freed after.
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { openWithMupdf, type MupdfPdf } from './open-mupdf';

/** Opens the file with MuPDF (a damaged file rebuilt, an encrypted one refused without its password), runs `read`, frees it. */
export async function readWithMupdf<T>(file: NamedPdf, read: (pdf: MupdfPdf) => T): Promise<T> {
  const pdf = await openWithMupdf(file);
  try {
    return read(pdf);
  } finally {
    pdf.doc.destroy();
  }
}
