// Previews stamp one page of the real document. That page is copied into a document of its own,
// so the stamp is drawn exactly as on the full run; the parsed source is kept between previews.
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { copySomePages } from '../pdf-lib/page-aware-copier';
import { loadPdf, openThroughMupdf } from '../pdf-lib/load-pdf';
import { withRebuilds } from '../pdf-lib/with-pdf';
import type { PreviewSource } from '../../../src/contract/stamp-results';

const MAX_SOURCES = 2;
const sources = new Map<string, Promise<PDFDocument>>();

function previewSourceDocument({ key, name, file, password }: PreviewSource): Promise<PDFDocument> {
  return sources.get(key) ?? keep(key, file.arrayBuffer().then((buffer) => loadPdf({ name, bytes: new Uint8Array(buffer), password })));
}

function keep(key: string, document: Promise<PDFDocument>): Promise<PDFDocument> {
  document.catch(() => sources.delete(key));
  sources.delete(key);
  sources.set(key, document);
  while (sources.size > MAX_SOURCES) sources.delete(sources.keys().next().value!);
  return document;
}

/**
 * Runs a preview on the parsed source. A source that opened but fails while its page is copied
 * or stamped is rebuilt with MuPDF (and kept rebuilt for the next previews), as the full run does.
 */
export function withPreviewSource<T>(source: PreviewSource, work: (original: PDFDocument) => Promise<T>): Promise<T> {
  return withRebuilds([{
    name: source.name,
    open: () => previewSourceDocument(source),
    rebuild: () => keep(source.key, source.file.arrayBuffer()
      .then((buffer) => openThroughMupdf({ name: source.name, bytes: new Uint8Array(buffer), password: source.password }))),
  }], ([original]) => work(original));
}

/**
 * A new document holding one page of the source. Links to other pages, and other pages' form
 * widgets, become null instead of dragging those pages (and everything they reference) along.
 */
export async function copyOnePage(source: PDFDocument, pageNumber: number): Promise<{ document: PDFDocument; page: PDFPage }> {
  const document = await PDFDocument.create();
  const [page] = copySomePages(source, document, [pageNumber - 1]).pages;
  document.addPage(page);
  return { document, page };
}
