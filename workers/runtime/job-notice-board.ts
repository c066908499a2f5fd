// Where engine notices wait for the local API on the main thread. A job is known by its request's
// AbortSignal, which every handler already passes to the engine runner with each call, so notices
// reach the answer without any tool's handler doing anything for them.
import type { JobNotice } from '../../src/contract/notices';

const boards = new WeakMap<AbortSignal, JobNotice[]>();

export function postJobNotices(signal: AbortSignal | undefined, notices: JobNotice[] | undefined): void {
  if (!signal || !notices?.length) return;
  boards.set(signal, [...(boards.get(signal) ?? []), ...notices]);
}

export function takeJobNotices(signal: AbortSignal): JobNotice[] {
  const notices = boards.get(signal) ?? [];
  boards.delete(signal);
  return notices;
}
