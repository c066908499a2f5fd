// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useBatch, type ProcessingJob } from './use-batch';
import type { ResultItem } from '../contract/results';

const released = vi.hoisted(() => [] as string[]);
vi.mock('../api/client', () => ({ releaseResults: async (urls: string[]) => { released.push(...urls); } }));

const job = (key: string): ProcessingJob => ({ key, label: key, files: [new File(['%PDF'], `${key}.pdf`)] });
const run = async (current: ProcessingJob) => ({ answer: [{ filename: `${current.key}.pdf`, url: `blob:${current.key}` }] as ResultItem[], notices: [] });

describe('useBatch', () => {
  beforeEach(() => {
    released.length = 0;
  });
  afterEach(cleanup);

  it('gives the results of every job in the jobs’ order', async () => {
    const { result } = renderHook(() => useBatch({ jobs: [job('a'), job('b')], run }));
    await act(() => result.current.start());
    expect(result.current.results.map((item) => item.url)).toEqual(['blob:a', 'blob:b']);
  });

  it('frees results made with other files or settings, and the ones shown when the screen goes', async () => {
    const { result, rerender, unmount } = renderHook(({ key }) => useBatch({ jobs: [job(key)], run }), { initialProps: { key: 'low' } });
    await act(() => result.current.start());
    rerender({ key: 'high' });
    await waitFor(() => expect(result.current.results).toEqual([]));
    expect(released).toEqual(['blob:low']);
    await act(() => result.current.start());
    unmount();
    expect(released).toEqual(['blob:low', 'blob:high']);
  });

  it('frees a job’s earlier results when it runs again', async () => {
    const { result } = renderHook(() => useBatch({ jobs: [job('a')], run }));
    await act(() => result.current.start());
    await act(() => result.current.start());
    expect(released).toEqual(['blob:a']);
  });
});
