import { describe, expect, it } from 'vitest';
import { runBatch, type BatchTask, type BatchTaskStatus } from './batch-runner';

/** A job that waits until the test lets it end, recording when it starts and sees its cancel. */
function controllableTask(key: string, log: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const task: BatchTask<string> = {
    key,
    run: (signal) => {
      log.push(`start ${key}`);
      signal.addEventListener('abort', () => log.push(`abort ${key}`));
      return new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
  };
  return { task, finish: (value = `${key} done`) => finish(value), fail: (message: string) => fail(new Error(message)) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the batch runner', () => {
  it('runs the jobs one after another, in order, by default, and answers every outcome in the jobs’ order', async () => {
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((key) => controllableTask(key, log));
    const run = runBatch(jobs.map((job) => job.task));
    await settled();
    expect(log).toEqual(['start a']);
    jobs[0].finish();
    await settled();
    expect(log).toEqual(['start a', 'start b']);
    jobs[1].finish();
    await settled();
    jobs[2].finish();
    expect(await run.outcomes).toEqual([
      { key: 'a', status: 'done', value: 'a done' },
      { key: 'b', status: 'done', value: 'b done' },
      { key: 'c', status: 'done', value: 'c done' },
    ]);
  });

  it('runs two at a time when asked, starting the next as soon as one ends', async () => {
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((key) => controllableTask(key, log));
    const run = runBatch(jobs.map((job) => job.task), { concurrency: 2 });
    await settled();
    expect(log).toEqual(['start a', 'start b']);
    jobs[1].finish();
    await settled();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0].finish();
    await settled();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    jobs[2].finish();
    jobs[3].finish();
    expect((await run.outcomes).map((outcome) => outcome.status)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('cancels one running job at once; the others go on', async () => {
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((key) => controllableTask(key, log));
    const run = runBatch(jobs.map((job) => job.task));
    await settled();
    run.cancel('a');
    await settled();
    expect(log).toEqual(['start a', 'abort a', 'start b']);
    jobs[1].finish();
    await settled();
    jobs[2].finish();
    expect((await run.outcomes).map((outcome) => outcome.status)).toEqual(['cancelled', 'done', 'done']);
  });

  it('cancels a waiting job before it starts', async () => {
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((key) => controllableTask(key, log));
    const run = runBatch(jobs.map((job) => job.task));
    run.cancel('b');
    await settled();
    jobs[0].finish();
    await settled();
    jobs[2].finish();
    expect((await run.outcomes).map((outcome) => outcome.status)).toEqual(['done', 'cancelled', 'done']);
    expect(log).toEqual(['start a', 'start c']);
  });

  it('cancels all: the running job is aborted and none of the waiting ones starts', async () => {
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((key) => controllableTask(key, log));
    const run = runBatch(jobs.map((job) => job.task), { concurrency: 2 });
    await settled();
    jobs[0].finish();
    await settled();
    run.cancelAll();
    expect((await run.outcomes).map((outcome) => outcome.status)).toEqual(['done', 'cancelled', 'cancelled', 'cancelled']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'abort b', 'abort c']);
  });

  it('keeps going when one job of five fails, and reports that one as failed with its error', async () => {
    const statuses: Array<[string, BatchTaskStatus]> = [];
    const tasks: Array<BatchTask<string>> = ['a', 'b', 'c', 'd', 'e'].map((key) => ({
      key,
      run: async () => {
        if (key === 'c') throw new Error('c.pdf is damaged');
        return key;
      },
    }));
    const early: string[] = [];
    const outcomes = await runBatch(tasks, {
      onStatus: (key, status) => statuses.push([key, status]),
      // Each outcome is told as soon as its job ends, before the next one starts.
      onOutcome: (outcome) => early.push(`${outcome.key} ${outcome.status} after ${statuses.length} changes`),
    }).outcomes;
    expect(early).toEqual(['a done after 7 changes', 'b done after 9 changes', 'c failed after 11 changes', 'd done after 13 changes', 'e done after 15 changes']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['done', 'done', 'failed', 'done', 'done']);
    expect(outcomes[2]).toMatchObject({ status: 'failed', error: new Error('c.pdf is damaged') });
    expect(statuses.filter(([, status]) => status !== 'waiting')).toEqual([
      ['a', 'running'], ['a', 'done'], ['b', 'running'], ['b', 'done'], ['c', 'running'], ['c', 'failed'],
      ['d', 'running'], ['d', 'done'], ['e', 'running'], ['e', 'done'],
    ]);
  });

  it('answers at once for no jobs', async () => {
    expect(await runBatch([]).outcomes).toEqual([]);
  });
});
