// Cloud import (spec, first document §2, §7, §8, §9): files from the user's own Google Drive or
// Dropbox come straight to this device. The calls:
//   GET  /api/cloud/{provider}/auth              → CloudAuthAnswer (the provider's authorisation URL, PKCE)
//   POST /api/cloud/{provider}/token             → 204; JSON {code, state} from the popup (an addition to the spec)
//   GET  /api/cloud/{provider}/files?accept=…    → CloudFilesAnswer (the files the tool accepts)
//   POST /api/cloud/{provider}/download          → CloudDownloadAnswer; JSON {fileId, fileName} (Drive) or
//                                                  {filePath, fileName} (Dropbox); progress in bytes under X-Job-Id
// then GET /api/uploads/{filename} for the bytes, as the spec's flow does.

export type CloudProviderId = 'google-drive' | 'dropbox';

export const CLOUD_PROVIDER_IDS: CloudProviderId[] = ['google-drive', 'dropbox'];

export const CLOUD_PROVIDER_NAMES: Record<CloudProviderId, string> = {
  'google-drive': 'Google Drive',
  dropbox: 'Dropbox',
};

/** Spec §9: how many files are picked by default (the prototype imported exactly these). */
export const DEFAULT_PICK_COUNT: Record<CloudProviderId, number> = { 'google-drive': 2, dropbox: 1 };

/** Spec §9: the authorisation popup's size and how often the screen checks on it. */
export const AUTH_POPUP = { width: 500, height: 600, pollMs: 1000 };

/** Where the provider sends the popup back, on our origin (public/cloud-callback.html). */
export const CLOUD_CALLBACK_PATH = '/cloud-callback.html';
/** The channel (and storage key) the callback page tells the app on (it may have lost its opener: see the page). */
export const CLOUD_CALLBACK_CHANNEL = 'folio-cloud-auth';

/** What the callback page posts: the code and state, or the provider's error. */
export interface CloudCallbackMessage {
  code?: string;
  state?: string;
  error?: string;
}

export interface CloudAuthAnswer {
  authUrl: string;
}

export interface CloudTokenRequest {
  code: string;
  state: string;
}

/** One file of a listing: Drive files have `id`, Dropbox files `path_lower` (spec §3). */
export interface CloudFile {
  id?: string;
  path_lower?: string;
  name: string;
  /** Bytes, when the provider says. */
  size?: number;
  /** ISO 8601, when the provider says. */
  modified?: string;
  mimeType?: string;
}

export interface CloudFilesAnswer {
  files: CloudFile[];
}

export interface CloudDownloadRequest {
  fileId?: string;
  filePath?: string;
  fileName: string;
}

export interface CloudDownloadAnswer {
  file: { filename: string; mimetype: string; size: number };
  /** The kept file's result URL: the screen releases it once it has the bytes (DELETE /api/results). */
  url: string;
}

/** The request body that downloads a listed file (spec §7). */
export function downloadRequestFor(file: CloudFile): CloudDownloadRequest {
  return file.id !== undefined ? { fileId: file.id, fileName: file.name } : { filePath: file.path_lower, fileName: file.name };
}
