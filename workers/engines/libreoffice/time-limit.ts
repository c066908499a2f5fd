// A promise given a time limit: LibreOffice can stop answering (at start-up, or on a damaged file)
// without an error, and only a time limit notices.

/** `work`'s outcome, or `onTimeout`'s error once `limitMs` have passed without one. */
export function withinTime<T>(work: Promise<T>, limitMs: number, onTimeout: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), limitMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
