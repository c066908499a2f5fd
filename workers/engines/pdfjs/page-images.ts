import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openDocumentFromBlob } from './open-document';
import { renderToCanvas } from './render-to-canvas';
import { implement } from '../../runtime/operations';
import {
  closePageImagesOperation, openPageImagesOperation, renderPageImageOperation,
  type OpenedForPageImages, type OpenPageImagesRequest, type PageImage, type PageImageRequest,
} from '../../../src/contract/previews';
import { countSignatures } from '../signature-count';

// Page grids ask for hundreds of pages of the same file: keep a few documents open instead of
// parsing the file again for every thumbnail. The oldest is closed when a new one arrives.
const MAX_OPEN_DOCUMENTS = 3;
const openDocuments = new Map<string, Promise<PDFDocumentProxy>>();

function documentFor({ key, name, file, password }: OpenPageImagesRequest): Promise<PDFDocumentProxy> {
  let document = openDocuments.get(key);
  if (document) {
    // Most recently used last, so the eviction below drops the least recently used.
    openDocuments.delete(key);
    openDocuments.set(key, document);
    return document;
  }
  document = openDocumentFromBlob({ name, file, password });
  document.catch(() => openDocuments.delete(key));
  openDocuments.set(key, document);
  while (openDocuments.size > MAX_OPEN_DOCUMENTS) {
    const [oldestKey, oldest] = openDocuments.entries().next().value!;
    openDocuments.delete(oldestKey);
    void oldest.then((proxy) => proxy.destroy(), () => undefined);
  }
  return document;
}

/** Opens a file for page images (kept open under its key), counts its pages and its signatures. */
export const openPageImages = implement(openPageImagesOperation, async function openPageImages(request: OpenPageImagesRequest): Promise<OpenedForPageImages> {
  const [document, signatures] = await Promise.all([documentFor(request), countSignatures(request.file)]);
  return { pageCount: document.numPages, signatures };
});

/** One page of a PDF as a PNG, for page grids and previews. */
export const renderPageImage = implement(renderPageImageOperation, async function renderPageImage(request: PageImageRequest): Promise<PageImage> {
  const document = await documentFor(request);
  const page = await document.getPage(request.pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = await renderToCanvas(page, request.width * (request.scale ?? 1));
  return { image: await canvas.convertToBlob({ type: 'image/png' }), pageWidth: viewport.width, pageHeight: viewport.height };
});

/** Frees a document a screen no longer shows. */
export const closePageImages = implement(closePageImagesOperation, async function closePageImages({ key }: { key: string }): Promise<void> {
  const document = openDocuments.get(key);
  openDocuments.delete(key);
  if (document) await document.then((proxy) => proxy.destroy(), () => undefined);
});
