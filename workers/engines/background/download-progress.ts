// Turns the library's per-file download reports into one "bytes of total" for the whole model.
import { BACKGROUND_ASSETS_PATH, resourceKeysFor, type BackgroundQuality } from '../../../src/contract/remove-background';
import type { LibraryProgress } from './segment-subject';

export interface DownloadTracker {
  onLibraryProgress: LibraryProgress;
}

/**
 * The sizes come from the same resources.json the library reads, so the total is known before the
 * first byte arrives. The library fetches a file's chunks in parallel and reports each finished
 * chunk (4 MB of the model) with the bytes done so far for that file.
 */
export async function trackDownload(
  quality: BackgroundQuality,
  onBytes: (done: number, total: number) => void,
): Promise<DownloadTracker> {
  const keys = resourceKeysFor(quality);
  const sizes = new Map<string, number>();
  try {
    const response = await fetch(new URL(`${BACKGROUND_ASSETS_PATH}resources.json`, self.location.origin));
    const resources = (await response.json()) as Record<string, { size: number }>;
    keys.forEach((key) => sizes.set(key, resources[key]?.size ?? 0));
  } catch {
    // Offline without the files: the library fails on the same fetch and says so.
  }
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const done = new Map<string, number>();
  return {
    onLibraryProgress(key, current) {
      if (!key.startsWith('fetch:') || total === 0) return;
      done.set(key.slice('fetch:'.length), current);
      onBytes([...done.values()].reduce((sum, bytes) => sum + bytes, 0), total);
    },
  };
}
