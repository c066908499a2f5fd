// POST /api/{tool}/preview: the first page the settings stamp, as a PNG, for the page-number and
// watermark screens. The document is named by its preview id; the settings go as for the real run.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import type { PageImageSize } from '../contract/previews';
import { readStampPreviewHeaders, stampPreviewSizeQuery, type StampPreviewFacts } from '../contract/stamp-preview';

export interface StampPreviewCall {
  /** The tool's call, e.g. 'add-page-numbers'. */
  endpoint: string;
  /** The tool's settings, as for the real run. */
  query: Record<string, string>;
  /** Files sent besides the PDF, by form field (e.g. the watermark `image`). */
  otherFields?: Record<string, File | undefined>;
}

export interface StampPreviewImage extends StampPreviewFacts {
  image: Blob;
}

export async function fetchStampPreview(previewId: string, size: PageImageSize, { endpoint, query, otherFields = {} }: StampPreviewCall): Promise<StampPreviewImage> {
  const form = new FormData();
  Object.entries(otherFields).forEach(([field, file]) => file && form.append(field, file, file.name));
  const search = new URLSearchParams({ ...query, document: previewId, ...stampPreviewSizeQuery(size) });
  const response = await apiFetch(`/api/${endpoint}/preview?${search}`, { method: 'POST', body: form });
  if (!response.ok) throw await apiErrorFrom(response);
  return { image: await response.blob(), ...readStampPreviewHeaders(response.headers) };
}
