import { describe, expect, it } from 'vitest';
import type { EngineRunner } from './engine-runner';
import { workerPool } from './worker-pool';

/** A member that records its calls and ends each when the test says so. */
function member(name: string, log: string[]) {
  const pending: Array<() => void> = [];
  const runner: EngineRunner = {
    run: (method) => {
      log.push(`${name}:${method}`);
      return new Promise((resolve) => pending.push(() => resolve(`${name}:${method}`)));
    },
  };
  return { runner, finishNext: () => pending.shift()?.() };
}

describe('the worker pool', () => {
  it('gives each call to the member with the fewest in hand, so two calls run on two workers', async () => {
    const log: string[] = [];
    const [a, b] = [member('a', log), member('b', log)];
    const pool = workerPool([a.runner, b.runner]);
    const first = pool.run('one', {});
    const second = pool.run('two', {});
    const third = pool.run('three', {});
    expect(log).toEqual(['a:one', 'b:two', 'a:three']);
    a.finishNext();
    b.finishNext();
    a.finishNext();
    expect(await Promise.all([first, second, third])).toEqual(['a:one', 'b:two', 'a:three']);
  });

  it('keeps using the first member for calls one after another (a warm worker)', async () => {
    const log: string[] = [];
    const [a, b] = [member('a', log), member('b', log)];
    const pool = workerPool([a.runner, b.runner]);
    const first = pool.run('one', {});
    a.finishNext();
    await first;
    const second = pool.run('two', {});
    a.finishNext();
    await second;
    expect(log).toEqual(['a:one', 'a:two']);
  });
});
