// The calls about results rather than files: Download all, and freeing results no screen shows.
// Each tool's own call goes through callApi (call-api.ts) with its typed call.
import { apiRequest } from './api-request';
import { apiFetch } from './api-fetch';

/** GET /api/download-all: the given results as one ZIP blob. */
export async function downloadAll(urls: string[], { signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
  return (await apiRequest(`/api/download-all?files=${encodeURIComponent(urls.join(','))}`, { signal })).blob();
}

/** Tells the API the screen no longer shows these results, so their memory is freed (a failure frees nothing more). */
export async function releaseResults(urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await apiFetch(`/api/results?files=${encodeURIComponent(urls.join(','))}`, { method: 'DELETE' });
}
