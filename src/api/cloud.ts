// Cloud import's calls (src/contract/cloud.ts), and the site's cloud configuration.
import { apiJson, apiRequest } from './api-request';
import { releaseResults } from './client';
import { JOB_ID_HEADER } from '../contract/job-progress';
import { CLOUD_CONFIG_PATH, type CloudConfig } from '../contract/cloud-config';
import {
  downloadRequestFor, type CloudAuthAnswer, type CloudDownloadAnswer, type CloudFile, type CloudFilesAnswer, type CloudProviderId,
} from '../contract/cloud';

let config: Promise<CloudConfig> | undefined;

/** Which providers the deployer set up (the build's /cloud-config.json); none if it cannot be read. */
export function cloudConfig(): Promise<CloudConfig> {
  config ??= fetch(CLOUD_CONFIG_PATH).then((response) => (response.ok ? response.json() : {}), () => ({}));
  return config;
}

export async function cloudAuthUrl(provider: CloudProviderId): Promise<string> {
  return (await apiJson<CloudAuthAnswer>(`/api/cloud/${provider}/auth`)).authUrl;
}

export async function exchangeCloudCode(provider: CloudProviderId, code: string, state: string): Promise<void> {
  await apiRequest(`/api/cloud/${provider}/token`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, state }),
  });
}

export async function listCloudFiles(provider: CloudProviderId, accept: string[]): Promise<CloudFile[]> {
  const query = new URLSearchParams({ accept: accept.join(',') });
  return (await apiJson<CloudFilesAnswer>(`/api/cloud/${provider}/files?${query}`)).files;
}

/** Downloads one file from the provider to this device (progress in bytes under `jobId`), as a File. */
export async function downloadCloudFile(
  provider: CloudProviderId, file: CloudFile, { maxSizeMb, jobId, signal }: { maxSizeMb: number; jobId?: string; signal?: AbortSignal },
): Promise<File> {
  const answer = await apiJson<CloudDownloadAnswer>(`/api/cloud/${provider}/download?maxSizeMb=${maxSizeMb}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(jobId ? { [JOB_ID_HEADER]: jobId } : {}) },
    body: JSON.stringify(downloadRequestFor(file)),
    signal,
  });
  // Spec §7: the bytes come from GET /api/uploads/{filename}, re-wrapped as a local file.
  const blob = await (await apiRequest(`/api/uploads/${encodeURIComponent(answer.file.filename)}`)).blob();
  void releaseResults([answer.url]);
  return new File([blob], answer.file.filename, { type: answer.file.mimetype });
}
