// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProcessingWidget, type ProcessingJob, type RunContext } from './ProcessingWidget';
import { ApiError } from '../api/api-error';
import { publishJobProgress } from '../api/job-progress';
import { useToasts } from '../state/toast-store';

const job = (key: string): ProcessingJob => ({ key, label: `${key}.pdf`, files: [new File(['x'], `${key}.pdf`)] });
const result = (key: string) => ({ filename: `${key}-out.pdf`, url: `blob:${key}` });

describe('the processing widget', () => {
  afterEach(cleanup);

  it('says "No files selected" when run without files', () => {
    render(<ProcessingWidget jobs={[]} run={vi.fn()} onComplete={vi.fn()} actionLabel="Go" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(useToasts.getState().current).toMatchObject({ title: 'No files selected', description: 'Please add files to process.' });
  });

  it('runs files one after another; a failure shows beside its file and the others continue', async () => {
    const order: string[] = [];
    const run = vi.fn(async (current: ProcessingJob) => {
      order.push(`start ${current.key}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${current.key}`);
      if (current.key === 'b') throw new ApiError('b.pdf is damaged.', 'corrupt', 422);
      return [result(current.key)];
    });
    const onComplete = vi.fn();
    render(<ProcessingWidget jobs={[job('a'), job('b'), job('c')]} run={run} onComplete={onComplete} actionLabel="Go" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(onComplete).toHaveBeenCalledWith([result('a'), result('c')]);
    expect(screen.getByTestId('job-error').textContent).toBe('b.pdf is damaged.');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', false);
  });

  it('shows the engines’ notices (e.g. a file repaired first) under the job, once each', async () => {
    const notice = 'a.pdf was damaged; Folio repaired it before merging.';
    const fact = { kind: 'repaired' as const, fileName: 'a.pdf' };
    const run = vi.fn(async () => [{ ...result('a'), notices: [fact] }, { ...result('b'), notices: [fact] }]);
    render(<ProcessingWidget jobs={[job('a')]} run={run} onComplete={vi.fn()} actionLabel="Go" verb="merging" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getAllByTestId('job-notice').map((element) => element.textContent?.trim())).toEqual([notice]));
  });

  it('does not call back when every file failed', async () => {
    const onComplete = vi.fn();
    const run = vi.fn(async () => { throw new ApiError('', undefined, 500); });
    render(<ProcessingWidget jobs={[job('a')]} run={run} onComplete={onComplete} actionLabel="Go" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByTestId('job-error').textContent).toBe('Failed to process file'));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows the engine’s real progress when it reports some', async () => {
    let context: RunContext | undefined;
    let finish: () => void = () => undefined;
    const run = vi.fn((_: ProcessingJob, given: RunContext) => {
      context = given;
      return new Promise<ReturnType<typeof result>[]>((resolve) => { finish = () => resolve([result('a')]); });
    });
    render(<ProcessingWidget jobs={[job('a')]} run={run} onComplete={vi.fn()} actionLabel="Go" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(context).toBeDefined());
    publishJobProgress(context!.jobId, { done: 3, total: 4 });
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75'));
    finish();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
  });

  it('Cancel aborts the running job and stops the run', async () => {
    const run = vi.fn((_: ProcessingJob, { signal }: RunContext) => new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
    }));
    const onComplete = vi.fn();
    render(<ProcessingWidget jobs={[job('a'), job('b')]} run={run} onComplete={onComplete} actionLabel="Go" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('job-error').textContent).toBe('Cancelled.'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('says the tool’s words for a run without files, when it has its own', () => {
    render(<ProcessingWidget jobs={[]} run={vi.fn()} onComplete={vi.fn()} actionLabel="Go" noFilesNotice={{ title: 'No image selected', description: 'Add one.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(useToasts.getState().current).toMatchObject({ title: 'No image selected', description: 'Add one.' });
  });

  it('words the engine’s staged progress with the tool’s describeProgress', async () => {
    let context: RunContext | undefined;
    const run = vi.fn((_: ProcessingJob, given: RunContext) => {
      context = given;
      return new Promise<never>(() => undefined);
    });
    const describe = (progress?: { done: number; total: number; stage?: string }) =>
      progress ? `${progress.stage}: ${progress.done} of ${progress.total}` : 'Starting';
    render(<ProcessingWidget jobs={[job('a')]} run={run} onComplete={vi.fn()} actionLabel="Go" describeProgress={describe} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByTestId('job-progress-caption')).textContent).toBe('Starting');
    publishJobProgress(context!.jobId, { done: 12, total: 42, stage: 'download' });
    await waitFor(() => expect(screen.getByTestId('job-progress-caption').textContent).toBe('download: 12 of 42'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('29');
    publishJobProgress(context!.jobId, { done: 2, total: 4, stage: 'process' });
    await waitFor(() => expect(screen.getByTestId('job-progress-caption').textContent).toBe('process: 2 of 4'));
  });
});
