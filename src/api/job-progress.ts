// Engine progress for the screen. The client names a job with the X-Job-Id header; the local API
// reports progress under that id on its own bus (mocks/job-progress.ts), which this module joins
// once, when the local API is loaded, so screens can subscribe before any engine code is.
import type { JobProgress } from '../contract/job-progress';
import { keyedListeners } from '../contract/keyed-listeners';
import { loadLocalProgress } from './api-fetch';

export type { JobProgress } from '../contract/job-progress';

const listeners = keyedListeners<JobProgress>();
let joined = false;

/** Hands progress to the screen's listeners of that job (what the local API's bus does for us). */
export function publishJobProgress(jobId: string, progress: JobProgress): void {
  listeners.publish(jobId, progress);
}

export function subscribeJobProgress(jobId: string, listener: (progress: JobProgress) => void): () => void {
  if (!joined) {
    joined = true;
    // A failed load (e.g. offline before the app was cached) is tried again by the next subscriber.
    void loadLocalProgress().then((bus) => bus?.watchEveryJob(publishJobProgress)).catch(() => { joined = false; });
  }
  return listeners.subscribe(jobId, listener);
}

export function newJobId(): string {
  return crypto.randomUUID();
}
