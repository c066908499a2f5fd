import { useEffect, useState } from 'react';
import { subscribeJobProgress } from '../api/job-progress';

// Spec, first document §4/§9: without engine reports, progress rises by 5 every 300 ms, capped at 90.
const SIMULATED_STEP = 5;
const SIMULATED_INTERVAL_MS = 300;
const SIMULATED_CAP = 90;

/**
 * Progress of a running job in percent: the engine's real progress (pages done) when it
 * reports any, the spec's simulated rise until then.
 */
export function useJobProgress(jobId: string | undefined): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    setPercent(0);
    if (!jobId) return undefined;
    let reported = false;
    const timer = setInterval(() => {
      if (!reported) setPercent((value) => Math.min(SIMULATED_CAP, value + SIMULATED_STEP));
    }, SIMULATED_INTERVAL_MS);
    const unsubscribe = subscribeJobProgress(jobId, ({ done, total }) => {
      reported = true;
      // 99 at most: the job is complete only when its answer has arrived.
      if (total > 0) setPercent(Math.min(99, Math.round((done / total) * 100)));
    });
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [jobId]);
  return percent;
}
