// The second opinion when MuPDF cannot open a file: pdf-lib reads objects in file order and never
// trusts the cross-reference tables, so it reads some files MuPDF's repair gives up on (qpdf's test
// file object-stream-self-ref.pdf, an object stream that lists itself). What it reads is written
// out plainly, for MuPDF to open in turn.
import { readMended } from './read-mended';
import { saveWithPdfLib } from '../pdf-lib-pace';

/** The file as pdf-lib reads and writes it, or undefined when pdf-lib finds no pages in it either. */
export async function rebuiltWithPdfLib(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  try {
    const document = await readMended(bytes);
    if (document.getPageCount() === 0) return undefined;
    return await saveWithPdfLib(document, { useObjectStreams: false });
  } catch {
    return undefined;
  }
}
