import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openDocument } from './open-document';
import { renderToCanvas } from './render-to-canvas';

export interface PageImageRequest {
  /** Names the open document across calls, e.g. one id per file on the screen. */
  key: string;
  name: string;
  /** The file itself: a Blob crosses to the worker without copying its bytes. */
  file: Blob;
  /** 1-based. */
  pageNumber: number;
  /** CSS pixels; the image is rendered at this width times `scale` (device pixel ratio). */
  width: number;
  scale?: number;
}

export interface PageImage {
  image: Blob;
  /** The page's size in PDF points, as displayed (after its /Rotate). */
  pageWidth: number;
  pageHeight: number;
}

// Page grids ask for hundreds of pages of the same file: keep a few documents open instead of
// parsing the file again for every thumbnail. The oldest is closed when a new one arrives.
const MAX_OPEN_DOCUMENTS = 3;
const openDocuments = new Map<string, Promise<PDFDocumentProxy>>();

function documentFor({ key, name, file }: Pick<PageImageRequest, 'key' | 'name' | 'file'>): Promise<PDFDocumentProxy> {
  let document = openDocuments.get(key);
  if (document) {
    // Most recently used last, so the eviction below drops the least recently used.
    openDocuments.delete(key);
    openDocuments.set(key, document);
    return document;
  }
  document = file.arrayBuffer().then((buffer) => openDocument({ name, bytes: new Uint8Array(buffer) }));
  document.catch(() => openDocuments.delete(key));
  openDocuments.set(key, document);
  while (openDocuments.size > MAX_OPEN_DOCUMENTS) {
    const [oldestKey, oldest] = openDocuments.entries().next().value!;
    openDocuments.delete(oldestKey);
    void oldest.then((proxy) => proxy.destroy(), () => undefined);
  }
  return document;
}

/** Opens a file for page images (kept open under its key) and counts its pages. */
export async function openPageImages(request: Pick<PageImageRequest, 'key' | 'name' | 'file'>): Promise<{ pageCount: number }> {
  return { pageCount: (await documentFor(request)).numPages };
}

/** One page of a PDF as a PNG, for page grids and previews. */
export async function renderPageImage(request: PageImageRequest): Promise<PageImage> {
  const document = await documentFor(request);
  const page = await document.getPage(request.pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = await renderToCanvas(page, request.width * (request.scale ?? 1));
  return { image: await canvas.convertToBlob({ type: 'image/png' }), pageWidth: viewport.width, pageHeight: viewport.height };
}

/** Frees a document a screen no longer shows. */
export async function closePageImages({ key }: { key: string }): Promise<void> {
  const document = openDocuments.get(key);
  openDocuments.delete(key);
  if (document) await document.then((proxy) => proxy.destroy(), () => undefined);
}
