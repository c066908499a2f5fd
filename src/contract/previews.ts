// What screens see of their files before a job runs: page counts, thumbnails, page images, texts.
import { engineOperation } from './engine-operation';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface OpenOptions {
  name: string;
  bytes: Uint8Array;
  password?: string;
}

export interface DescribePdfInput extends OpenOptions {
  thumbnailWidth?: number;
}

export interface PdfDescription {
  pageCount: number;
  /** First page, rendered to fit the requested width; absent where there is no canvas (Node). */
  thumbnail?: Blob;
}

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

export interface FirstPageRequest {
  name: string;
  bytes: Uint8Array;
  width: number;
  scale?: number;
}

export const describePdfOperation = engineOperation<DescribePdfInput, PdfDescription>('render', 'describePdf');
export const extractPageTextsOperation = engineOperation<OpenOptions, string[]>('render', 'extractPageTexts');
export const renderPageImageOperation = engineOperation<PageImageRequest, PageImage>('render', 'renderPageImage');
export const closePageImagesOperation = engineOperation<{ key: string }, void>('render', 'closePageImages');
export const renderFirstPageOperation = engineOperation<FirstPageRequest, PageImage>('render', 'renderFirstPage');
