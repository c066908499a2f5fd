import { JOB_ID_HEADER } from '../src/contract/job-progress';
import type { ProgressCallback } from '../src/contract/errors';
import { takeJobNotices } from '../workers/runtime/job-notice-board';
import { responseForError } from './error-response';
import { NOTICES_HEADER } from '../src/contract/notices';
import { publishJobProgress } from './job-progress';

export interface JobContext {
  signal: AbortSignal;
  onProgress: ProgressCallback;
}

/**
 * Runs one API job: engine progress is published under the request's X-Job-Id, the request's
 * AbortSignal cancels it, any failure becomes a contract error response, and what the engines
 * noticed on the way (e.g. a damaged file repaired first) goes with the answer in X-Notices.
 */
export async function runJob(request: Request, work: (job: JobContext) => Promise<Response>): Promise<Response> {
  const jobId = request.headers.get(JOB_ID_HEADER);
  const onProgress: ProgressCallback = (done, total, stage) => {
    if (jobId) publishJobProgress(jobId, stage === undefined ? { done, total } : { done, total, stage });
  };
  try {
    return withNotices(await work({ signal: request.signal, onProgress }), request.signal);
  } catch (error) {
    takeJobNotices(request.signal);
    return responseForError(error);
  }
}

function withNotices(response: Response, signal: AbortSignal): Response {
  const notices = takeJobNotices(signal);
  if (notices.length === 0 || !response.ok) return response;
  const headers = new Headers(response.headers);
  // Facts, not words: the screen words them with its own verb. URI-encoded: header values are Latin-1.
  headers.set(NOTICES_HEADER, encodeURIComponent(JSON.stringify(notices)));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
