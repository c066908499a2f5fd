// Notices: things an engine did that the user should hear about although the job succeeded,
// e.g. a damaged file repaired before merging. Engines add them wherever they find out; the engine
// protocol collects them around each call (a worker runs one call at a time) and hands them to the
// local API, which words them for the tool and sends them with the answer.

export interface JobNotice {
  kind: 'repaired' | 'restrictions-removed';
  fileName: string;
  /** For 'restrictions-removed': what the owner password had forbidden, e.g. ['printing']. */
  restrictions?: string[];
}

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
