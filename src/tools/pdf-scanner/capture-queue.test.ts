import { describe, expect, it } from 'vitest';
import { createCaptureQueue } from './capture-queue';

describe('the batch-mode capture queue', () => {
  it('takes captures while one is running, runs them one at a time in order, and reports what waits', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const releases: Array<() => void> = [];
    const counts: number[] = [];
    const queue = createCaptureQueue<number>(
      (item) => new Promise((resolve) => {
        started.push(item);
        releases.push(() => {
          finished.push(item);
          resolve();
        });
      }),
      (pending) => counts.push(pending),
      () => undefined,
    );
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(started).toEqual([1]);
    expect(queue.pending()).toBe(3);
    releases[0]();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    releases[1]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases[2]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(finished).toEqual([1, 2, 3]);
    expect(queue.pending()).toBe(0);
    expect(counts.at(-1)).toBe(0);
    expect(Math.max(...counts)).toBe(3);
  });

  it('reports a failed capture and goes on with the next', async () => {
    const errors: unknown[] = [];
    const done: string[] = [];
    const queue = createCaptureQueue<string>(
      async (item) => {
        if (item === 'bad') throw new Error('no page');
        done.push(item);
      },
      () => undefined,
      (error, item) => errors.push(`${item}: ${(error as Error).message}`),
    );
    queue.push('bad');
    queue.push('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual(['bad: no page']);
    expect(done).toEqual(['good']);
  });
});
