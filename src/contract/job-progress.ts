// Progress of a running job, as the local API reports it to the screen. The client names a job
// with the X-Job-Id request header; the handler reports the engine's progress under that id.
export const JOB_ID_HEADER = 'X-Job-Id';

export interface JobProgress {
  done: number;
  total: number;
  /** What `done` counts, for engines with phases (e.g. `download` in bytes, then `process`). */
  stage?: string;
}
