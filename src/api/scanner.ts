// The scanner's calls: frames go as raw RGBA (the body) with their size in the query.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import type { JobOptions } from './client';
import {
  exportQuery, pageSettingsQuery, type DetectPageResult, type ExportSettings, type PageEdits, type PageSettings, type Quad, type RawImage, type ScanPageAnswer,
} from '../contract/pdf-scanner';
import type { OcrLanguage, OcrWord } from '../contract/ocr-pdf';
import type { ResultItem } from '../contract/results';

async function postFrame(endpoint: string, image: RawImage, query: Record<string, string>, { signal, jobId }: JobOptions): Promise<Response> {
  const search = new URLSearchParams({ width: String(image.width), height: String(image.height), ...query });
  const response = await apiFetch(`/api/${endpoint}?${search}`, {
    method: 'POST',
    body: image.rgba as BodyInit,
    signal,
    headers: { 'Content-Type': 'application/octet-stream', ...(jobId ? { 'X-Job-Id': jobId } : {}) },
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** POST /api/scan-outline: where the page is in a (small) frame. */
export async function findOutline(image: RawImage, options: JobOptions = {}): Promise<DetectPageResult> {
  return (await postFrame('scan-outline', image, {}, options)).json();
}

/** POST /api/scan-page: the frame made into a flattened, cleaned page; read too when OCR languages are given. */
export async function scanFrame(image: RawImage, settings: PageSettings, corners: Quad | undefined, options: JobOptions & { ocrLanguages?: OcrLanguage[] } = {}): Promise<ScanPageAnswer> {
  return (await postFrame('scan-page', image, pageSettingsQuery(settings, corners, options.ocrLanguages), options)).json();
}

/** POST /api/scan-export: the document's pages with their edits (and OCR words, for a PDF's text layer) as one file. */
export async function exportScannedDocument(pages: Array<{ jpeg: Blob; edits: PageEdits; words?: OcrWord[] }>, settings: ExportSettings, { signal }: JobOptions = {}): Promise<ResultItem> {
  const form = new FormData();
  pages.forEach((page, index) => form.append('page', new File([page.jpeg], `page-${index + 1}.jpg`, { type: 'image/jpeg' })));
  form.append('edits', JSON.stringify(pages.map((page) => page.edits)));
  if (pages.some((page) => page.words?.length)) form.append('words', JSON.stringify(pages.map((page) => page.words ?? [])));
  const response = await apiFetch(`/api/scan-export?${new URLSearchParams(exportQuery(settings))}`, { method: 'POST', body: form, signal });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}
