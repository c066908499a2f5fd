// The in-page event bus that carries engine progress from the handlers to whoever listens: the
// screen's side (src/api/job-progress.ts) connects to it once the local API is loaded.
import type { JobProgress } from '../src/contract/job-progress';
import { keyedListeners } from '../src/contract/keyed-listeners';

type AnyJobListener = (jobId: string, progress: JobProgress) => void;

const listeners = keyedListeners<JobProgress>();
const everyJobListeners = new Set<AnyJobListener>();

export function publishJobProgress(jobId: string, progress: JobProgress): void {
  listeners.publish(jobId, progress);
  everyJobListeners.forEach((listener) => listener(jobId, progress));
}

export function subscribeJobProgress(jobId: string, listener: (progress: JobProgress) => void): () => void {
  return listeners.subscribe(jobId, listener);
}

/** Every job's progress, for the page's own bus, which keeps its listeners itself. */
export function watchEveryJob(listener: AnyJobListener): () => void {
  everyJobListeners.add(listener);
  return () => everyJobListeners.delete(listener);
}
