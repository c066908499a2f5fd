// pdf-lib's reading of a file, mended where pdf-lib gets real-world files wrong: the first step of
// every pdf-lib opener (load-pdf.ts, rebuild-with-pdf-lib.ts).
import { PDFDocument } from 'pdf-lib';
import { keepNewestGenerations } from './object-generations';
import { correctPageCounts } from './page-tree-counts';
import { typeTheCatalog } from './untyped-catalog';
import { loadWithPdfLib } from '../pdf-lib-pace';

/**
 * The file as pdf-lib reads it, with what pdf-lib gets wrong about real-world files mended: a reused
 * object number, an untyped catalog, a page tree that lies about its count or lists a page twice.
 * The tree is mended before pdf-lib lists the pages, which it does once.
 */
export async function readMended(bytes: Uint8Array): Promise<PDFDocument> {
  const document = await loadWithPdfLib(bytes, { updateMetadata: false });
  keepNewestGenerations(document);
  typeTheCatalog(document);
  correctPageCounts(document);
  return document;
}
