import { publishJobProgress } from '../src/api/job-progress';
import type { ProgressCallback } from '../workers/engines/engine-error';
import { responseForError } from './error-response';

export interface JobContext {
  signal: AbortSignal;
  onProgress: ProgressCallback;
}

/**
 * Runs one API job: engine progress is published under the request's X-Job-Id, the request's
 * AbortSignal cancels it, and any failure becomes a contract error response.
 */
export async function runJob(request: Request, work: (job: JobContext) => Promise<Response>): Promise<Response> {
  const jobId = request.headers.get('X-Job-Id');
  const onProgress: ProgressCallback = (done, total, stage) => {
    if (jobId) publishJobProgress(jobId, stage === undefined ? { done, total } : { done, total, stage });
  };
  try {
    return await work({ signal: request.signal, onProgress });
  } catch (error) {
    return responseForError(error);
  }
}
