// Is the model for a quality already on this device? The API answers (GET /api/remove-background/model).
import { useEffect, useState } from 'react';
import { checkModel } from '../../api/background-output';
import type { BackgroundQuality } from '../../contract/remove-background';

export type ModelAvailability =
  | { state: 'checking' }
  | { state: 'offline'; bytes: number }
  | { state: 'download'; bytes?: number };

async function availabilityOf(quality: BackgroundQuality): Promise<ModelAvailability> {
  try {
    const { bytes, onDevice } = await checkModel(quality);
    return onDevice && bytes !== undefined ? { state: 'offline', bytes } : { state: 'download', bytes };
  } catch {
    return { state: 'download' };
  }
}

/**
 * Checked when the quality changes and after each run (`version`), which may have cached it; only once
 * the picker shows (`enabled`, an image chosen): the check goes through the local API, whose code must
 * not load with the empty page.
 */
export function useModelAvailability(quality: BackgroundQuality, version: number, enabled: boolean): ModelAvailability {
  const [availability, setAvailability] = useState<ModelAvailability>({ state: 'checking' });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setAvailability({ state: 'checking' });
    availabilityOf(quality).then((result) => current && setAvailability(result));
    return () => {
      current = false;
    };
  }, [quality, version, enabled]);
  return availability;
}
