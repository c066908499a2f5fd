import { useCallback, useEffect, useState } from 'react';

export interface DeviceStorage {
  usage?: number;
  quota?: number;
  persisted?: boolean;
  /** The browser refused the last request to keep the files. */
  refused: boolean;
}

/** How much storage the origin uses and may use (navigator.storage.estimate), and whether it is kept for good. */
export function useDeviceStorage(version: number) {
  const [storage, setStorage] = useState<DeviceStorage>({ refused: false });
  useEffect(() => {
    let current = true;
    const manager = navigator.storage;
    if (!manager?.estimate) return undefined;
    void Promise.all([manager.estimate(), manager.persisted?.()]).then(([{ usage, quota }, persisted]) => {
      if (current) setStorage((previous) => ({ ...previous, usage, quota, persisted }));
    });
    return () => {
      current = false;
    };
  }, [version]);
  /** Asks the browser to keep the origin's files (navigator.storage.persist). */
  const persist = useCallback(async () => {
    if (!navigator.storage?.persist) return false;
    const persisted = await navigator.storage.persist();
    setStorage((previous) => ({ ...previous, persisted, refused: !persisted }));
    return persisted;
  }, []);
  return { storage, persist };
}
