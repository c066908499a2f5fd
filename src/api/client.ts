// Typed calls for the call table (ARCHITECTURE.md §3). Screens use these, never the handlers.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import { appendPasswords, type Answered } from './call-api';
import { readNotices } from './read-notices';
import type { ResultItem } from '../contract/results';

export interface JobOptions {
  signal?: AbortSignal;
  jobId?: string;
}

/**
 * POST a tool's files as repeated `file` fields (each with the password the user gave for it, if
 * any), settings as query parameters, other files (or a text value) in named fields.
 */
export async function postFiles(
  endpoint: string,
  files: File[],
  options: JobOptions = {},
  query: Record<string, string> = {},
  otherFields: Record<string, File | string | undefined> = {},
): Promise<Answered<ResultItem[]>> {
  const form = new FormData();
  files.forEach((file) => form.append('file', file, file.name));
  appendPasswords(form, files);
  Object.entries(otherFields).forEach(([field, value]) => {
    if (value instanceof File) form.append(field, value, value.name);
    else if (value) form.append(field, value);
  });
  const response = await postForm(endpoint, form, options, query);
  return { answer: await response.json(), notices: readNotices(response) };
}

async function postForm(endpoint: string, form: FormData, { signal, jobId }: JobOptions, query: Record<string, string>): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  const response = await apiFetch(`/api/${endpoint}${search ? `?${search}` : ''}`, {
    method: 'POST',
    body: form,
    signal,
    headers: jobId ? { 'X-Job-Id': jobId } : undefined,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
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
