import { useEffect, useState } from 'react';
import { subscribeJobProgress, type JobProgress } from '../api/job-progress';

// Spec, first document §4/§9: without engine reports, progress rises by 5 every 300 ms, capped at 90.
const SIMULATED_STEP = 5;
const SIMULATED_INTERVAL_MS = 300;
const SIMULATED_CAP = 90;

/**
 * Progress of a running job in percent: the engine's real progress (pages done) when it
 * reports any, the spec's simulated rise until then; and the engine's last report as it is
 * (with its stage), for screens that put it into words.
 */
export function useJobProgress(jobId: string | undefined, keepReports = false): { percent: number; reported?: JobProgress } {
  const [percent, setPercent] = useState(0);
  const [reportedProgress, setReportedProgress] = useState<JobProgress>();
  useEffect(() => {
    setPercent(0);
    setReportedProgress(undefined);
    if (!jobId) return undefined;
    let reported = false;
    const timer = setInterval(() => {
      if (!reported) setPercent((value) => Math.min(SIMULATED_CAP, value + SIMULATED_STEP));
    }, SIMULATED_INTERVAL_MS);
    const unsubscribe = subscribeJobProgress(jobId, (progress) => {
      const { done, total } = progress;
      reported = true;
      // Only a screen that words the reports re-renders on each one; the percentage changes far less often.
      if (keepReports) setReportedProgress(progress);
      // 99 at most: the job is complete only when its answer has arrived.
      if (total > 0) setPercent(Math.min(99, Math.round((done / total) * 100)));
    });
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [jobId, keepReports]);
  return { percent, reported: reportedProgress };
}
