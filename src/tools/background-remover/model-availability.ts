// Is the model for a quality already on this device? The service worker keeps every file under
// /vendor/heavy/ after its first use (CacheFirst), so "available offline" means: each chunk of the
// model and of the runtime is in Cache Storage.
import { useEffect, useState } from 'react';
import { BACKGROUND_ASSETS_PATH, resourceKeysFor, type BackgroundQuality } from '../../contract/remove-background';

export type ModelAvailability =
  | { state: 'checking' }
  | { state: 'offline'; bytes: number }
  | { state: 'download'; bytes?: number };

interface ResourceEntry {
  size: number;
  chunks: Array<{ name: string }>;
}

async function checkModel(quality: BackgroundQuality): Promise<ModelAvailability> {
  const base = new URL(BACKGROUND_ASSETS_PATH, location.origin);
  let resources: Record<string, ResourceEntry>;
  try {
    resources = await (await fetch(new URL('resources.json', base))).json();
  } catch {
    return { state: 'download' };
  }
  const entries = resourceKeysFor(quality).map((key) => resources[key]).filter(Boolean);
  const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (!('caches' in window)) return { state: 'download', bytes };
  const urls = entries.flatMap((entry) => entry.chunks.map((chunk) => new URL(chunk.name, base).href));
  const cached = await Promise.all(urls.map((url) => caches.match(url).then(Boolean, () => false)));
  return cached.every(Boolean) ? { state: 'offline', bytes } : { state: 'download', bytes };
}

/** Checked when the quality changes and after each run (`version`), which may have cached it. */
export function useModelAvailability(quality: BackgroundQuality, version: number): ModelAvailability {
  const [availability, setAvailability] = useState<ModelAvailability>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    setAvailability({ state: 'checking' });
    checkModel(quality).then((result) => current && setAvailability(result));
    return () => {
      current = false;
    };
  }, [quality, version]);
  return availability;
}
