import { describe, expect, it, vi } from 'vitest';
import { subscribeJobProgress } from './job-progress';
import { publishJobProgress as publishFromLocalApi } from '../../mocks/job-progress';

describe('job progress on the screen’s side', () => {
  it('receives what the local API publishes for the subscribed job only, once the local API is joined', async () => {
    const seen: number[] = [];
    const stop = subscribeJobProgress('job-1', ({ done }) => seen.push(done));
    const other = vi.fn();
    const stopOther = subscribeJobProgress('job-2', other);
    await vi.waitFor(() => {
      publishFromLocalApi('job-1', { done: 1, total: 2 });
      expect(seen.length).toBeGreaterThan(0);
    });
    seen.length = 0;
    publishFromLocalApi('job-1', { done: 2, total: 2 });
    expect(seen).toEqual([2]);
    expect(other).not.toHaveBeenCalled();
    stop();
    publishFromLocalApi('job-1', { done: 3, total: 3 });
    expect(seen).toEqual([2]);
    stopOther();
  });
});
