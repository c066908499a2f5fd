// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProcessingWidget } from './ProcessingWidget';
import { useBatch, type BatchOptions, type ProcessingJob, type RunContext } from './use-batch';
import { ApiError } from '../api/api-error';
import type { Answered } from '../api/call-api';
import { publishJobProgress } from '../api/job-progress';
import type { ResultItem } from '../contract/results';
import { useToasts } from '../state/toast-store';

vi.mock('../api/client', () => ({ releaseResults: vi.fn(async () => undefined), downloadAll: vi.fn() }));

const job = (key: string): ProcessingJob => ({ key, label: `${key}.pdf`, files: [new File(['x'], `${key}.pdf`)] });
const result = (key: string): ResultItem => ({ filename: `${key}-out.pdf`, url: `blob:${key}`, size: 2048 });
const answered = (...items: ResultItem[]): Answered<ResultItem[]> => ({ answer: items, notices: [] });

type HarnessProps = Partial<BatchOptions<ResultItem>> & Pick<BatchOptions<ResultItem>, 'jobs' | 'run'> & {
  widget?: Partial<Parameters<typeof ProcessingWidget>[0]>;
};

/** The widget as a screen uses it: its jobs run by the shared batch hook. */
function Harness({ widget, ...options }: HarnessProps) {
  const batch = useBatch(options);
  return <ProcessingWidget batch={batch} actionLabel="Go" zipName="all.zip" {...widget} />;
}

describe('the processing widget', () => {
  afterEach(cleanup);

  it('says "No files selected" when run without files', () => {
    render(<Harness jobs={[]} run={vi.fn()} />);
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
      return answered(result(current.key));
    });
    const onComplete = vi.fn();
    render(<Harness jobs={[job('a'), job('b'), job('c')]} run={run} onComplete={onComplete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(onComplete.mock.calls[0][0].map((outcome: { status: string; items: ResultItem[] }) => [outcome.status, outcome.items])).toEqual([
      ['complete', [result('a')]], ['error', []], ['complete', [result('c')]],
    ]);
    expect(screen.getByTestId('job-error').textContent).toBe('b.pdf is damaged.');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', false);
  });

  it('shows each file’s results under it when there are several, and offers them all as one ZIP', async () => {
    const run = vi.fn(async (current: ProcessingJob) => answered(result(current.key)));
    render(<Harness jobs={[job('a'), job('b')]} run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getAllByTestId('job-result')).toHaveLength(2));
    const rows = screen.getAllByTestId('job');
    expect(within(rows[0]).getByRole('link', { name: 'Download a-out.pdf' }).getAttribute('href')).toBe('blob:a');
    expect(within(rows[1]).getByRole('link', { name: 'Download b-out.pdf' }).getAttribute('href')).toBe('blob:b');
    expect(screen.getByRole('button', { name: 'Download all (ZIP)' })).toBeTruthy();
  });

  it('shows the engines’ notices (e.g. a file repaired first) under the job, once each', async () => {
    const notice = 'a.pdf was damaged; Folio repaired it before merging.';
    const fact = { kind: 'repaired' as const, fileName: 'a.pdf' };
    const run = vi.fn(async () => ({ answer: [result('a'), result('b')], notices: [fact, fact] }));
    render(<Harness jobs={[job('a')]} run={run} verb="merging" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getAllByTestId('job-notice').map((element) => element.textContent?.trim())).toEqual([notice]));
  });

  it('does not call back when every file failed', async () => {
    const onComplete = vi.fn();
    const run = vi.fn(async () => { throw new ApiError('', undefined, 500); });
    render(<Harness jobs={[job('a')]} run={run} onComplete={onComplete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByTestId('job-error').textContent).toBe('Failed to process file'));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows the engine’s real progress when it reports some', async () => {
    let context: RunContext | undefined;
    let finish: () => void = () => undefined;
    const run = vi.fn((_: ProcessingJob, given: RunContext) => {
      context = given;
      return new Promise<Answered<ResultItem[]>>((resolve) => { finish = () => resolve(answered(result('a'))); });
    });
    render(<Harness jobs={[job('a')]} run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(context).toBeDefined());
    publishJobProgress(context!.jobId, { done: 3, total: 4 });
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75'));
    finish();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
  });

  it('Cancel all aborts the running job and none of the others starts', async () => {
    const run = vi.fn((_: ProcessingJob, { signal }: RunContext) => new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
    }));
    const onComplete = vi.fn();
    render(<Harness jobs={[job('a'), job('b')]} run={run} onComplete={onComplete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel all' }));
    await waitFor(() => expect(screen.getAllByTestId('job-error').map((element) => element.textContent)).toEqual(['Cancelled.', 'Cancelled.']));
    expect(run).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('cancels one file of several with its own button; the next one runs', async () => {
    const run = vi.fn((current: ProcessingJob, { signal }: RunContext) => (current.key === 'a'
      ? new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError'))))
      : Promise.resolve(answered(result(current.key)))));
    const onComplete = vi.fn();
    render(<Harness jobs={[job('a'), job('b')]} run={run} onComplete={onComplete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel a.pdf' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(screen.getAllByTestId('job').map((row) => row.getAttribute('data-status'))).toEqual(['cancelled', 'complete']);
  });

  it('offers to try a file again once it failed for want of its password, and runs only that one', async () => {
    let locked = true;
    const run = vi.fn(async (current: ProcessingJob) => {
      if (current.key === 'b' && locked) throw new ApiError('b.pdf is encrypted: it needs its password to open.', 'encrypted', 422);
      return answered(result(current.key));
    });
    render(<Harness jobs={[job('a'), job('b')]} run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const again = await screen.findByRole('button', { name: 'Try again' });
    locked = false;
    fireEvent.click(again);
    await waitFor(() => expect(screen.getAllByTestId('job').map((row) => row.getAttribute('data-status'))).toEqual(['complete', 'complete']));
    expect(run.mock.calls.map(([current]) => current.key)).toEqual(['a', 'b', 'b']);
  });

  it('says the tool’s words for a run without files, when it has its own', () => {
    render(<Harness jobs={[]} run={vi.fn()} widget={{ noFilesNotice: { title: 'No image selected', description: 'Add one.' } }} />);
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
    render(<Harness jobs={[job('a')]} run={run} widget={{ describeProgress: describe }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByTestId('job-progress-caption')).textContent).toBe('Starting');
    publishJobProgress(context!.jobId, { done: 12, total: 42, stage: 'download' });
    await waitFor(() => expect(screen.getByTestId('job-progress-caption').textContent).toBe('download: 12 of 42'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('29');
    publishJobProgress(context!.jobId, { done: 2, total: 4, stage: 'process' });
    await waitFor(() => expect(screen.getByTestId('job-progress-caption').textContent).toBe('process: 2 of 4'));
  });
});
