// POST {call's path}/preview: the first page the settings stamp, as a PNG, for the page-number and
// watermark screens. The document is named by its preview id; the settings travel as the tool's call
// writes them for the real run (query and form fields), so the preview is the run's twin.
import { appendSettingsFields, callQuery, type ApiCall } from '../contract/api-call';
import type { PageImageSize } from '../contract/previews';
import { readStampPreviewHeaders, stampPreviewPath, stampPreviewSizeQuery, type StampPreviewFacts } from '../contract/stamp-preview';
import { apiRequest } from './api-request';

export interface StampPreviewImage extends StampPreviewFacts {
  image: Blob;
}

export async function fetchStampPreview<Settings>(
  previewId: string,
  size: PageImageSize,
  call: ApiCall<Settings, unknown>,
  settings: Settings,
): Promise<StampPreviewImage> {
  const form = new FormData();
  appendSettingsFields(form, call.write(settings));
  const search = new URLSearchParams({ ...callQuery(call, settings), document: previewId, ...stampPreviewSizeQuery(size) });
  const response = await apiRequest(`${stampPreviewPath(call)}?${search}`, { method: 'POST', body: form });
  return { image: await response.blob(), ...readStampPreviewHeaders(response.headers) };
}
