// The in-page event bus that carries engine progress from the handlers to whoever listens: the
// screen's side (src/api/job-progress.ts) connects to it once the local API is loaded.
import type { JobProgress } from '../src/contract/job-progress';

type Listener = (progress: JobProgress) => void;
type AnyJobListener = (jobId: string, progress: JobProgress) => void;

const listeners = new Map<string, Set<Listener>>();
const everyJobListeners = new Set<AnyJobListener>();

export function publishJobProgress(jobId: string, progress: JobProgress): void {
  listeners.get(jobId)?.forEach((listener) => listener(progress));
  everyJobListeners.forEach((listener) => listener(jobId, progress));
}

export function subscribeJobProgress(jobId: string, listener: Listener): () => void {
  const set = listeners.get(jobId) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(jobId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(jobId);
  };
}

/** Every job's progress, for the page's own bus, which keeps its listeners itself. */
export function watchEveryJob(listener: AnyJobListener): () => void {
  everyJobListeners.add(listener);
  return () => everyJobListeners.delete(listener);
}
