// The in-page event bus that carries engine progress from the local API to the screen.
// The client names a job with the X-Job-Id header; the handler publishes under that id.
export interface JobProgress {
  done: number;
  total: number;
  /** What `done` counts, for engines with phases (e.g. `download` in bytes, then `process`). */
  stage?: string;
}

type Listener = (progress: JobProgress) => void;
const listeners = new Map<string, Set<Listener>>();

export function publishJobProgress(jobId: string, progress: JobProgress): void {
  listeners.get(jobId)?.forEach((listener) => listener(progress));
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

export function newJobId(): string {
  return crypto.randomUUID();
}
