// The offline panel's calls (an addition to the spec's call table): the engines fetched on first use,
// listed from the build's catalogue (workers/runtime/worker-descriptor.ts, OFFLINE_CATALOGUE_FILE),
// fetched ahead of use into the service worker's cache, and removed from it.
//   GET    /api/offline              → OfflineEnginesAnswer
//   POST   /api/offline/{engine}     → OfflineEngine (progress: stage 'download', in bytes, under X-Job-Id)
//   DELETE /api/offline/{engine}     → OfflineEngine

export interface OfflineEngine {
  /** The worker's name, e.g. 'background'. */
  id: string;
  /** What it does, e.g. 'background removal'. */
  title: string;
  /** The size of all its files, in bytes. */
  bytes: number;
  /** How many of those bytes are on this device already. */
  bytesOnDevice: number;
  /** Every one of its files is on this device: it works offline. */
  onDevice: boolean;
}

export interface OfflineEnginesAnswer {
  engines: OfflineEngine[];
  /** The app itself and its light engines, as the service worker precached them; none until it has. */
  app?: { bytes: number; files: number };
  /** False where the browser keeps no cache (no Cache Storage): nothing can be made available offline. */
  cacheAvailable: boolean;
}

/** The progress stage of a download, counted in bytes. */
export const OFFLINE_DOWNLOAD_STAGE = 'download';
