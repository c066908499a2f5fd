// Previews stamp one page of the real document. That page is copied into a document of its own,
// so the stamp is drawn exactly as on the full run; the parsed source is kept between previews.
import { PDFDocument, PDFNull, PDFObjectCopier, PDFPage, type PDFObject } from 'pdf-lib';
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
 * A new document holding one page of the source. Links to other pages become null instead of
 * dragging those pages (and everything they reference) along.
 */
export async function copyOnePage(source: PDFDocument, pageNumber: number): Promise<{ document: PDFDocument; page: PDFPage }> {
  const document = await PDFDocument.create();
  const copier = PDFObjectCopier.for(source.context, document.context);
  const traversed = (copier as unknown as { traversedObjects: Map<PDFObject, PDFObject> }).traversedObjects;
  const pages = source.getPages();
  pages.forEach((page, index) => index !== pageNumber - 1 && traversed.set(page.ref, PDFNull));
  const ref = document.context.nextRef();
  traversed.set(pages[pageNumber - 1].ref, ref);
  const copied = copier.copy(pages[pageNumber - 1].node);
  document.context.assign(ref, copied);
  const page = PDFPage.of(copied, ref, document);
  document.addPage(page);
  return { document, page };
}
