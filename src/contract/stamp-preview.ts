// POST /api/add-page-numbers/preview and /api/add-watermark/preview: the first page the settings
// stamp, drawn as a PNG. Query: `document` (a preview id from POST /api/previews), `width`,
// `pixelRatio` (not `scale`: the watermark has a setting of that name) and the tool's own settings;
// form: the watermark's optional `image`. The settings travel as the tool's call writes them, and
// are read back by the same call.
import type { ApiCall } from './api-call';
import { SettingsError } from './setting-values';
import { pageImageQuery, readPageImageSize, type PageImageSize } from './previews';

/** The preview's path beside its call's: /api/add-watermark → /api/add-watermark/preview. */
export function stampPreviewPath(call: ApiCall<unknown, unknown>): string {
  return `${call.path}/preview`;
}

const PIXEL_RATIO = 'pixelRatio';

export function readStampPreviewSize(query: URLSearchParams): PageImageSize {
  return readPageImageSize(query, PIXEL_RATIO);
}

export function stampPreviewSizeQuery(size: PageImageSize): Record<string, string> {
  return pageImageQuery(size, PIXEL_RATIO);
}

/** Which page of the document the image shows, and how many pages it has. */
export const STAMP_PAGE_NUMBER_HEADER = 'X-Page-Number';
export const STAMP_PAGE_COUNT_HEADER = 'X-Page-Count';
/** URI-encoded JSON list: characters no bundled font can draw, left out of the stamp. */
export const MISSING_CHARACTERS_HEADER = 'X-Missing-Characters';

export function readPreviewDocument(query: URLSearchParams): string {
  const id = query.get('document');
  if (!id) throw new SettingsError('Document must name a preview (POST /api/previews answers its id).');
  return id;
}

export interface StampPreviewFacts {
  pageNumber: number;
  pageCount: number;
  missing: string[];
}

export function stampPreviewHeaders({ pageNumber, pageCount, missing }: StampPreviewFacts): Record<string, string> {
  return {
    [STAMP_PAGE_NUMBER_HEADER]: String(pageNumber),
    [STAMP_PAGE_COUNT_HEADER]: String(pageCount),
    [MISSING_CHARACTERS_HEADER]: encodeURIComponent(JSON.stringify(missing)),
  };
}

export function readStampPreviewHeaders(headers: Headers): StampPreviewFacts {
  let missing: string[] = [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(headers.get(MISSING_CHARACTERS_HEADER) ?? '[]'));
    if (Array.isArray(parsed)) missing = parsed.filter((character): character is string => typeof character === 'string');
  } catch {
    // A malformed list hides nothing the image itself does not show.
  }
  return {
    pageNumber: Number(headers.get(STAMP_PAGE_NUMBER_HEADER)) || 1,
    pageCount: Number(headers.get(STAMP_PAGE_COUNT_HEADER)) || 1,
    missing,
  };
}
