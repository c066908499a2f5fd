// The offline panel's calls (src/contract/offline.ts).
import { apiJson } from './api-request';
import { JOB_ID_HEADER } from '../contract/job-progress';
import type { OfflineEngine, OfflineEnginesAnswer } from '../contract/offline';

export function listOfflineEngines(): Promise<OfflineEnginesAnswer> {
  return apiJson('/api/offline');
}

/** Fetches an engine's files onto this device; progress in bytes under `jobId`. */
export function keepEngineOffline(id: string, { jobId, signal }: { jobId?: string; signal?: AbortSignal } = {}): Promise<OfflineEngine> {
  return apiJson(`/api/offline/${encodeURIComponent(id)}`, { method: 'POST', signal, headers: jobId ? { [JOB_ID_HEADER]: jobId } : undefined });
}

export function removeOfflineEngine(id: string): Promise<OfflineEngine> {
  return apiJson(`/api/offline/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
