// The offline panel's calls (src/contract/offline.ts).
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import { JOB_ID_HEADER } from '../contract/job-progress';
import type { OfflineEngine, OfflineEnginesAnswer } from '../contract/offline';

export async function listOfflineEngines(): Promise<OfflineEnginesAnswer> {
  const response = await apiFetch('/api/offline');
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

/** Fetches an engine's files onto this device; progress in bytes under `jobId`. */
export async function keepEngineOffline(id: string, { jobId, signal }: { jobId?: string; signal?: AbortSignal } = {}): Promise<OfflineEngine> {
  const response = await apiFetch(`/api/offline/${encodeURIComponent(id)}`, {
    method: 'POST', signal, headers: jobId ? { [JOB_ID_HEADER]: jobId } : undefined,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

export async function removeOfflineEngine(id: string): Promise<OfflineEngine> {
  const response = await apiFetch(`/api/offline/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}
