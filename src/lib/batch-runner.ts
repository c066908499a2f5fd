// Runs many jobs (a tool's files, one job each) a few at a time, each with its own cancel. A failure
// ends only its own job: the others go on. Pure: the screens' hook (src/components/use-batch.ts)
// turns its updates into state, and the unit tests drive it directly.

export type BatchTaskStatus = 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';

export interface BatchTask<Value> {
  key: string;
  run: (signal: AbortSignal) => Promise<Value>;
}

export type BatchOutcome<Value> =
  | { key: string; status: 'done'; value: Value }
  | { key: string; status: 'failed'; error: unknown }
  | { key: string; status: 'cancelled' };

export interface BatchOptions<Value> {
  /** Jobs running at once: 1 (one after another) unless memory allows more. */
  concurrency?: number;
  /** Each change of a job's status, as it happens. */
  onStatus?: (key: string, status: BatchTaskStatus) => void;
  /** Each job's outcome, as soon as it has ended (before the others have). */
  onOutcome?: (outcome: BatchOutcome<Value>) => void;
}

export interface BatchRun<Value> {
  /** Every job's outcome, in the jobs' order, once the last one has ended. */
  outcomes: Promise<Array<BatchOutcome<Value>>>;
  /** Stops one job: a waiting one never starts, a running one is aborted. */
  cancel(key: string): void;
  /** Stops every job that has not ended. */
  cancelAll(): void;
}

export function runBatch<Value>(tasks: Array<BatchTask<Value>>, { concurrency = 1, onStatus, onOutcome }: BatchOptions<Value> = {}): BatchRun<Value> {
  const controllers = new Map(tasks.map((task) => [task.key, new AbortController()]));
  const results = new Map<string, BatchOutcome<Value>>();
  let next = 0;

  const settle = (outcome: BatchOutcome<Value>) => {
    results.set(outcome.key, outcome);
    onStatus?.(outcome.key, outcome.status);
    onOutcome?.(outcome);
  };

  const runOne = async (task: BatchTask<Value>) => {
    const signal = controllers.get(task.key)!.signal;
    if (signal.aborted) return settle({ key: task.key, status: 'cancelled' });
    onStatus?.(task.key, 'running');
    try {
      // A cancel ends the job at once, even while its work is still winding down elsewhere.
      const value = await untilAborted(task.run(signal), signal);
      settle({ key: task.key, status: 'done', value });
    } catch (error) {
      settle(signal.aborted ? { key: task.key, status: 'cancelled' } : { key: task.key, status: 'failed', error });
    }
  };

  const lane = async () => {
    while (next < tasks.length) await runOne(tasks[next++]);
  };

  tasks.forEach((task) => onStatus?.(task.key, 'waiting'));
  const lanes = Array.from({ length: Math.max(1, Math.min(concurrency, tasks.length)) }, lane);
  const outcomes = Promise.all(lanes).then(() => tasks.map((task) => results.get(task.key)!));

  // A job that has ended keeps its outcome: cancelling it does nothing.
  const cancel = (key: string) => {
    if (!results.has(key)) controllers.get(key)?.abort(new DOMException('The job was cancelled.', 'AbortError'));
  };
  return { outcomes, cancel, cancelAll: () => tasks.forEach((task) => cancel(task.key)) };
}

function untilAborted<Value>(work: Promise<Value>, signal: AbortSignal): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
