import { useCallback, useEffect, useState } from 'react';
import { keepEngineOffline, listOfflineEngines, removeOfflineEngine } from '../api/offline';
import { newJobId, subscribeJobProgress } from '../api/job-progress';
import type { OfflineEngine, OfflineEnginesAnswer } from '../contract/offline';

export interface DownloadProgress {
  done: number;
  total: number;
}

/**
 * The first-use engines and what is on this device; downloads (one engine, or every missing one
 * with one progress in bytes across them all) and removals. `version` counts changes, for the
 * storage estimate to follow.
 */
export function useOfflineEngines() {
  const [engines, setEngines] = useState<OfflineEngine[]>();
  const [cacheAvailable, setCacheAvailable] = useState(true);
  const [app, setApp] = useState<OfflineEnginesAnswer['app']>();
  const [progress, setProgress] = useState<DownloadProgress>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);

  const refresh = useCallback(async () => {
    try {
      const answer = await listOfflineEngines();
      setEngines(answer.engines);
      setCacheAvailable(answer.cacheAvailable);
      setApp(answer.app);
    } catch (caught) {
      setError((caught as Error).message);
    }
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const replace = (engine: OfflineEngine) => {
    setEngines((previous) => previous?.map((known) => (known.id === engine.id ? engine : known)));
    setVersion((previous) => previous + 1);
  };

  /** Downloads the given engines one after another; the bar counts the bytes of them all. */
  const download = async (chosen: OfflineEngine[]) => {
    const missing = chosen.filter((engine) => !engine.onDevice);
    const total = missing.reduce((sum, engine) => sum + engine.bytes - engine.bytesOnDevice, 0);
    let finished = 0;
    setError(undefined);
    setProgress({ done: 0, total });
    try {
      for (const engine of missing) {
        const jobId = newJobId();
        const stop = subscribeJobProgress(jobId, ({ done }) => setProgress({ done: finished + done, total }));
        try {
          replace(await keepEngineOffline(engine.id, { jobId }));
        } finally {
          stop();
        }
        finished += engine.bytes - engine.bytesOnDevice;
        setProgress({ done: finished, total });
      }
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setProgress(undefined);
    }
  };

  const remove = async (engine: OfflineEngine) => {
    setError(undefined);
    try {
      replace(await removeOfflineEngine(engine.id));
    } catch (caught) {
      setError((caught as Error).message);
    }
  };

  return { app, engines, cacheAvailable, progress, error, version, download, remove };
}
