// Previews through the local API. A file is sent once (POST /api/previews) and kept by the API under
// an id, so each page image (GET /api/previews/{id}/pages/{n}) renders without sending it again;
// DELETE /api/previews/{id} lets it go. Stamp previews (page numbers, watermark) name the same id.
import { SettingsError, checkNumber, type NumberRule } from './setting-values';

/** The answer of POST /api/previews. */
export interface PreviewDocumentAnswer {
  id: string;
  pages: number;
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

/** `width` (required, whole CSS pixels) and `scale` (optional, default 1) from a page image query. */
export function readPageImageSize(query: URLSearchParams): PageImageSize {
  const widthText = query.get('width');
  if (widthText === null || !/^\d+$/.test(widthText)) throw new SettingsError('Width must be a whole number of pixels.');
  const width = checkNumber(Number(widthText), pageImageRules.width);
  const scaleText = query.get('scale');
  const scale = scaleText === null ? 1 : Number(scaleText);
  const { label, min, max } = pageImageRules.scale;
  if (!Number.isFinite(scale) || scale < min || scale > max) throw new SettingsError(`${label} must be a number from ${min} to ${max}.`);
  return { width, scale };
}

export function pageImageQuery({ width, scale }: PageImageSize): Record<string, string> {
  return { width: String(width), scale: String(scale) };
}

/** The 1-based page number of a page image path, checked against the document's page count. */
export function checkPageNumber(text: string, pages: number): number {
  const page = Number(text);
  if (!/^\d+$/.test(text) || page < 1 || page > pages) throw new SettingsError(`Page must be a number from 1 to ${pages}.`);
  return page;
}
