// Typed calls for the call table (ARCHITECTURE.md §3). Screens use these, never the handlers.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';

export interface ResultItem {
  filename: string;
  url: string;
  size?: number;
  pages?: number;
  /** Page numbers, watermark: how many pages got the stamp. */
  stampedPages?: number;
}

export interface JobOptions {
  signal?: AbortSignal;
  jobId?: string;
}

/** POST a tool's files as repeated `file` fields, settings as query parameters, other files in named fields. */
export async function postFiles(
  endpoint: string,
  files: File[],
  { signal, jobId }: JobOptions = {},
  query: Record<string, string> = {},
  otherFields: Record<string, File | undefined> = {},
): Promise<ResultItem[]> {
  const form = new FormData();
  files.forEach((file) => form.append('file', file, file.name));
  Object.entries(otherFields).forEach(([field, file]) => file && form.append(field, file, file.name));
  const search = new URLSearchParams(query).toString();
  const response = await apiFetch(`/api/${endpoint}${search ? `?${search}` : ''}`, {
    method: 'POST',
    body: form,
    signal,
    headers: jobId ? { 'X-Job-Id': jobId } : undefined,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

/** POST one image as the `image` field (the background remover's call), settings as query parameters. */
export async function postImage<Result>(
  endpoint: string,
  image: File,
  { signal, jobId }: JobOptions = {},
  query: Record<string, string> = {},
): Promise<Result> {
  const form = new FormData();
  form.append('image', image, image.name);
  const search = new URLSearchParams(query).toString();
  const response = await apiFetch(`/api/${endpoint}${search ? `?${search}` : ''}`, {
    method: 'POST',
    body: form,
    signal,
    headers: jobId ? { 'X-Job-Id': jobId } : undefined,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

/** GET /api/download-all: the given results as one ZIP blob. */
export async function downloadAll(urls: string[], { signal }: JobOptions = {}): Promise<Blob> {
  const response = await apiFetch(`/api/download-all?files=${encodeURIComponent(urls.join(','))}`, { signal });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.blob();
}

/** Tells the API the screen no longer shows these results, so their memory is freed. */
export async function releaseResults(urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await apiFetch(`/api/results?files=${encodeURIComponent(urls.join(','))}`, { method: 'DELETE' });
}
