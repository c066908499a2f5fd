// Time limits: LibreOffice can stop answering (at start-up, or in the middle of a conversion)
// without an error, and only a time limit notices. The hangs come and go: the same file converts
// at once in a fresh converter, so a hung attempt is stopped and tried once more.

/** `work`'s outcome, or `onTimeout`'s error once `limitMs` have passed without one. */
export function withinTime<T>(work: Promise<T>, limitMs: number, onTimeout: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), limitMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** One try: the work under way, and how to stop it if it hangs. */
export interface Attempt<T> {
  work: Promise<T>;
  stop(): void;
}

class Hung extends Error {}

/**
 * The outcome of the first of up to `attempts` tries that ends within `limitMs`. A try that does
 * not is stopped, and the next one begins; an error of the work's own ends it all at once (a damaged
 * file fails the same way every time). After the last hung try, `onGiveUp`'s error.
 */
export async function retryWhenHung<T>(
  begin: () => Attempt<T> | Promise<Attempt<T>>,
  limitMs: number,
  attempts: number,
  onGiveUp: () => Error,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const { work, stop } = await begin();
    try {
      return await withinTime(work, limitMs, () => new Hung());
    } catch (error) {
      if (!(error instanceof Hung)) throw error;
      stop();
      if (attempt >= attempts) throw onGiveUp();
    }
  }
}
