// What screens see of their files before a job runs (page counts, page images, texts), through
// the local API. A file is sent once (POST /api/previews) and kept by the API under
// an id, so each page image (GET /api/previews/{id}/pages/{n}) renders without sending it again;
// DELETE /api/previews/{id} lets it go. Stamp previews (page numbers, watermark) name the same id.
import { engineOperation } from './engine-operation';
import { SettingsError, checkNumber, type NumberRule } from './setting-values';

/** The answer of POST /api/previews. */
export interface PreviewDocumentAnswer {
  id: string;
  pages: number;
  /** Digital signatures the file holds. */
  signatures: number;
}

/** A page image's displayed size in PDF points (after the page's /Rotate), on the PNG answer. */
export const PAGE_WIDTH_HEADER = 'X-Page-Width';
export const PAGE_HEIGHT_HEADER = 'X-Page-Height';

export interface PageImageSize {
  /** CSS pixels. */
  width: number;
  /** Device pixels per CSS pixel: the image is width × scale pixels wide. */
  scale: number;
}

export const pageImageRules = {
  width: { label: 'Width', min: 16, max: 2048 } satisfies NumberRule,
  scale: { label: 'Scale', min: 0.5, max: 3 },
};

/** The most device pixels per CSS pixel a preview is drawn at: sharper would cost memory, not detail. */
export const MAX_PREVIEW_SCALE = 2;

/**
 * `width` (required, whole CSS pixels) and the scale (optional, default 1) from a query. The scale's
 * parameter is `scale` for page images; stamp previews name it `pixelRatio`, because the watermark
 * has a `scale` setting of its own.
 */
export function readPageImageSize(query: URLSearchParams, scaleParameter = 'scale'): PageImageSize {
  const widthText = query.get('width');
  if (widthText === null || !/^\d+$/.test(widthText)) throw new SettingsError('Width must be a whole number of pixels.');
  const width = checkNumber(Number(widthText), pageImageRules.width);
  const scaleText = query.get(scaleParameter);
  const scale = scaleText === null ? 1 : Number(scaleText);
  const { label, min, max } = pageImageRules.scale;
  if (!Number.isFinite(scale) || scale < min || scale > max) throw new SettingsError(`${label} must be a number from ${min} to ${max}.`);
  return { width, scale };
}

export function pageImageQuery({ width, scale }: PageImageSize, scaleParameter = 'scale'): Record<string, string> {
  return { width: String(width), [scaleParameter]: String(scale) };
}

/** The 1-based page number of a page image path, checked against the document's page count. */
export function checkPageNumber(text: string, pages: number): number {
  const page = Number(text);
  if (!/^\d+$/.test(text) || page < 1 || page > pages) throw new SettingsError(`Page must be a number from 1 to ${pages}.`);
  return page;
}


// ── Engine operations (an engine tags its function with implement(); the handlers run them) ──
export interface OpenOptions {
  name: string;
  bytes: Uint8Array;
  password?: string;
}

export interface PageImageRequest {
  /** Names the open document across calls, e.g. one id per file on the screen. */
  key: string;
  name: string;
  /** The file itself: a Blob crosses to the worker without copying its bytes. */
  file: Blob;
  /** As for OpenPageImagesRequest: a document closed to make room is opened again with it. */
  password?: string;
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

export interface FirstPageRequest {
  name: string;
  bytes: Uint8Array;
  width: number;
  scale?: number;
}

/** A file kept under `key` for page images: opened (and kept open) to count its pages. */
export interface OpenPageImagesRequest {
  key: string;
  name: string;
  /** The file itself: a Blob crosses to the worker without copying its bytes. */
  file: Blob;
  /** For a file that needs one to open: the password the user gave (src/contract/file-passwords.ts). */
  password?: string;
}

/** What opening a file for page images found: its pages, and the digital signatures it holds (tools that rewrite it warn). */
export interface OpenedForPageImages {
  pageCount: number;
  signatures: number;
}

export const openPageImagesOperation = engineOperation<OpenPageImagesRequest, OpenedForPageImages>('render', 'openPageImages');
export const extractPageTextsOperation = engineOperation<OpenOptions, string[]>('render', 'extractPageTexts');
export const renderPageImageOperation = engineOperation<PageImageRequest, PageImage>('render', 'renderPageImage');
export const closePageImagesOperation = engineOperation<{ key: string }, void>('render', 'closePageImages');
export const renderFirstPageOperation = engineOperation<FirstPageRequest, PageImage>('render', 'renderFirstPage');
