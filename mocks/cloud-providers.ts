// The two providers' REST APIs, as the local API calls them with the user's token: Google Drive v3
// (files.list with a MIME filter, files.get?alt=media) and Dropbox v2 (files/list_folder,
// files/download). Everything else about cloud import is the same for both.
import type { CloudFile, CloudDownloadRequest, CloudProviderId } from '../src/contract/cloud';
import type { CloudProviderConfig } from '../src/contract/cloud-config';
import { matchesAccept } from '../src/contract/upload-rules';

export interface CloudProviderApi {
  /** Provider-specific parameters of the authorisation request. */
  authParams: Record<string, string>;
  listFiles(config: CloudProviderConfig, token: string, accept: string[], signal: AbortSignal): Promise<CloudFile[]>;
  download(config: CloudProviderConfig, token: string, request: CloudDownloadRequest, signal: AbortSignal): Promise<Response>;
}

/** The provider answered with an error status (401: the token is no longer good). */
export class ProviderError extends Error {
  constructor(readonly status: number) {
    super(`The provider answered ${status}.`);
  }
}

async function ok(response: Response): Promise<Response> {
  if (!response.ok) throw new ProviderError(response.status);
  return response;
}

// Drive filters by MIME type; the tool's accept list names types and extensions (upload-rules.ts).
const EXTENSION_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.html': 'text/html',
  '.htm': 'text/html',
};

/** Drive's `q` for the files a tool accepts: not trashed, and one of its types. */
export function driveQuery(accept: string[]): string {
  const clauses = [...new Set(accept.map((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return EXTENSION_TYPES[rule] ? `mimeType = '${EXTENSION_TYPES[rule]}'` : undefined;
    if (rule.endsWith('/*')) return `mimeType contains '${rule.slice(0, -1)}'`;
    return `mimeType = '${rule}'`;
  }).filter((clause): clause is string => Boolean(clause)))];
  return `trashed = false and (${clauses.join(' or ')})`;
}

const googleDrive: CloudProviderApi = {
  // Read-only, and only for this visit (no refresh token).
  authParams: { scope: 'https://www.googleapis.com/auth/drive.readonly', access_type: 'online', prompt: 'consent' },
  async listFiles(config, token, accept, signal) {
    const query = new URLSearchParams({
      q: driveQuery(accept), fields: 'files(id,name,mimeType,size,modifiedTime)', pageSize: '100', orderBy: 'modifiedTime desc',
    });
    const response = await ok(await fetch(`${config.apiUrl}/files?${query}`, { headers: { Authorization: `Bearer ${token}` }, signal }));
    const { files = [] } = await response.json() as { files?: Array<{ id: string; name: string; mimeType?: string; size?: string; modifiedTime?: string }> };
    return files
      .map((file) => ({ id: file.id, name: file.name, mimeType: file.mimeType, size: file.size === undefined ? undefined : Number(file.size), modified: file.modifiedTime }))
      .filter((file) => matchesAccept({ name: file.name, type: file.mimeType ?? '' }, accept));
  },
  async download(config, token, { fileId }, signal) {
    return ok(await fetch(`${config.contentUrl}/files/${encodeURIComponent(fileId ?? '')}?alt=media`, { headers: { Authorization: `Bearer ${token}` }, signal }));
  },
};

const dropbox: CloudProviderApi = {
  authParams: { token_access_type: 'online' },
  async listFiles(config, token, accept, signal) {
    const response = await ok(await fetch(`${config.apiUrl}/files/list_folder`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '', recursive: true, limit: 2000 }),
      signal,
    }));
    const { entries = [] } = await response.json() as { entries?: Array<{ '.tag': string; name: string; path_lower: string; size?: number; server_modified?: string }> };
    // Dropbox names no MIME type: the tool's extensions decide (a type rule matches by the name's guess).
    return entries
      .filter((entry) => entry['.tag'] === 'file')
      .map((entry) => ({ path_lower: entry.path_lower, name: entry.name, size: entry.size, modified: entry.server_modified, mimeType: typeFromName(entry.name) }))
      .filter((file) => matchesAccept({ name: file.name, type: file.mimeType }, accept));
  },
  async download(config, token, { filePath }, signal) {
    return ok(await fetch(`${config.contentUrl}/files/download`, {
      method: 'POST',
      // Dropbox reads the argument from this header; non-ASCII characters must be escaped in it.
      headers: { Authorization: `Bearer ${token}`, 'Dropbox-API-Arg': JSON.stringify({ path: filePath }).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`) },
      signal,
    }));
  },
};

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif', '.tif': 'image/tiff', '.tiff': 'image/tiff' };

/** The MIME type a file's name suggests, for providers that give none. */
export function typeFromName(name: string): string {
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  return EXTENSION_TYPES[extension] ?? IMAGE_TYPES[extension] ?? 'application/octet-stream';
}

export const cloudProviderApis: Record<CloudProviderId, CloudProviderApi> = { 'google-drive': googleDrive, dropbox };
