// Batch mode's queue: captures are taken as fast as the user presses, and processed one after the
// other in the order taken (each appends to the document the one before made), so the camera never
// waits for the pipeline. A failed capture is reported and the next one still runs.
export interface CaptureQueue<T> {
  /** Adds a capture; it runs when the ones before it are done. */
  push: (item: T) => void;
  /** Captures taken and not finished (running included). */
  pending: () => number;
}

export function createCaptureQueue<T>(
  run: (item: T) => Promise<void>,
  onChange: (pending: number) => void,
  onError: (error: unknown, item: T) => void,
): CaptureQueue<T> {
  const waiting: T[] = [];
  let running = false;
  const pending = () => waiting.length + (running ? 1 : 0);

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const item = waiting.shift()!;
      onChange(pending());
      try {
        await run(item);
      } catch (error) {
        onError(error, item);
      }
    }
    running = false;
    onChange(0);
  }

  return {
    push(item) {
      waiting.push(item);
      onChange(pending());
      if (!running) void drain();
    },
    pending,
  };
}
