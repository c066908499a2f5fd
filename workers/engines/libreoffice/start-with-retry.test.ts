import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineError } from '../../../src/contract/errors';
import { startWithRetry } from './start-with-retry';

/** A converter whose start-up ends as told: 'ok', 'hangs' (never settles) or 'fails'. */
function fakeConverter(outcome: 'ok' | 'hangs' | 'fails') {
  return {
    outcome,
    initialize: () => (outcome === 'ok' ? Promise.resolve() : outcome === 'fails' ? Promise.reject(new Error('no memory')) : new Promise<void>(() => {})),
  };
}

describe('startWithRetry: a converter start-up that hangs is stopped and tried once more', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the first converter that starts, without stopping it', async () => {
    const stop = vi.fn();
    const converter = await startWithRetry(() => fakeConverter('ok'), stop, 1000);
    expect(converter.outcome).toBe('ok');
    expect(stop).not.toHaveBeenCalled();
  });

  it('stops a start-up that hangs past the limit and starts a new converter', async () => {
    vi.useFakeTimers();
    const outcomes = ['hangs', 'ok'] as const;
    const created: ReturnType<typeof fakeConverter>[] = [];
    const stop = vi.fn();
    const started = startWithRetry(() => {
      const converter = fakeConverter(outcomes[created.length]);
      created.push(converter);
      return converter;
    }, stop, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toBe(created[1]);
    expect(stop).toHaveBeenCalledExactlyOnceWith(created[0]);
  });

  it('gives up with a coded error after the last try hangs too, having stopped each converter', async () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    const started = startWithRetry(() => fakeConverter('hangs'), stop, 1000, 2).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await started;
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'engine-failed', message: expect.stringMatching(/^The Office converter did not start \(2 tries of 1 s each\)/) });
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('does not retry a start-up that fails with an error of its own', async () => {
    const stop = vi.fn();
    const create = vi.fn(() => fakeConverter('fails'));
    await expect(startWithRetry(create, stop, 1000)).rejects.toThrow('no memory');
    expect(create).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });
});
