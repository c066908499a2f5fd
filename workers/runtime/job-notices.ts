// Notices: things an engine did that the user should hear about although the job succeeded,
// e.g. a damaged file repaired before merging. Engines add them wherever they find out; the engine
// protocol collects them around each call (a worker runs one call at a time) and hands them to the
// local API, which sends them with the answer as facts; the screen words them.
import type { JobNotice } from '../../src/contract/notices';

let collecting: JobNotice[] | undefined;

export function addJobNotice(notice: JobNotice): void {
  if (collecting && !collecting.some((known) => known.kind === notice.kind && known.fileName === notice.fileName)) {
    collecting.push(notice);
  }
}

/** Runs one engine call and returns what it noticed along with its value. */
export async function collectJobNotices<T>(work: () => Promise<T> | T): Promise<{ value: T; notices: JobNotice[] }> {
  const outer = collecting;
  const notices: JobNotice[] = [];
  collecting = notices;
  try {
    return { value: await work(), notices };
  } finally {
    collecting = outer;
  }
}
