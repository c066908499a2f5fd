import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import type { Answered } from '../api/call-api';
import { releaseResults } from '../api/client';
import { newJobId } from '../api/job-progress';
import type { ErrorCode } from '../contract/errors';
import type { ResultItem } from '../contract/results';
import { runBatch, type BatchOutcome, type BatchTaskStatus } from '../lib/batch-runner';
import { noteResultsNotKept } from '../state/results-not-kept';
import { describeNotice } from './notice-words';

/** One run of the tool: a file of a batch, or all the files of a tool that makes one result of them (merge). */
export interface ProcessingJob {
  /** Changes with the file and the settings: a result made with others is stale. */
  key: string;
  label: string;
  files: File[];
}

export interface RunContext {
  signal: AbortSignal;
  /** Names the job for its progress reports. */
  jobId: string;
}

export type JobStatus = 'waiting' | 'processing' | 'complete' | 'error' | 'cancelled';

export interface JobState<Item> {
  status: JobStatus;
  jobId?: string;
  items?: Item[];
  /** The message the user reads (spec: shown next to the file, in red). */
  error?: string;
  code?: ErrorCode;
  /** What the engines did besides the job, worded: 'a.pdf was damaged; Folio repaired it before merging.' */
  notices?: string[];
}

export interface JobOutcome<Item> {
  job: ProcessingJob;
  status: 'complete' | 'error' | 'cancelled';
  items: Item[];
  error?: Error;
  /** The contract's code of a failure, when the API gave one. */
  code?: ErrorCode;
}

export interface BatchOptions<Item extends ResultItem> {
  jobs: ProcessingJob[];
  run: (job: ProcessingJob, context: RunContext) => Promise<Answered<Item[]>>;
  /** Jobs at once: one after another unless the tool's memory allows two. */
  concurrency?: number;
  /** What the screen does, for its notices: 'Folio repaired it before merging'. */
  verb?: string;
  /** After a run, only if at least one job succeeded (spec, first document §4): every job's outcome. */
  onComplete?: (outcomes: Array<JobOutcome<Item>>) => void;
  onJobError?: (job: ProcessingJob, error: Error) => void;
  /** Lets the screen lock what the running jobs depend on (spec: buttons disabled while processing). */
  onRunningChange?: (running: boolean) => void;
}

const statusOf: Record<BatchTaskStatus, JobStatus> = {
  waiting: 'waiting', running: 'processing', done: 'complete', failed: 'error', cancelled: 'cancelled',
};

/**
 * The run skeleton every tool shares: its jobs run one or two at a time (src/lib/batch-runner.ts),
 * each with its own progress id, cancel, error, notices and results; one job can be tried again (a
 * file that needed its password); results are freed when they are replaced, go stale or the screen goes.
 */
export function useBatch<Item extends ResultItem>(options: BatchOptions<Item>) {
  const latest = useRef(options);
  latest.current = options;
  const { jobs } = options;
  const [states, setStates] = useState<Record<string, JobState<Item>>>({});
  const [running, setRunning] = useState(false);
  const current = useRef<ReturnType<typeof runBatch<Answered<Item[]>>> | undefined>(undefined);
  const held = useRef(new Map<string, string[]>());
  const jobKeys = jobs.map((job) => job.key).join('|');

  const release = useCallback((keys?: string[]) => {
    const releasing = keys ?? [...held.current.keys()];
    const urls = releasing.flatMap((key) => held.current.get(key) ?? []);
    releasing.forEach((key) => held.current.delete(key));
    if (urls.length > 0) void releaseResults(urls);
  }, []);

  // Other files or settings: the old states and results are stale.
  useEffect(() => {
    setStates({});
    release();
  }, [jobKeys, release]);
  useEffect(() => () => {
    // The files stay with their tool (src/state/file-list-store.ts); the results and a run do not.
    if (held.current.size > 0 || current.current) noteResultsNotKept(latest.current.jobs.flatMap((job) => job.files));
    current.current?.cancelAll();
    release();
  }, [release]);

  const execute = useCallback(async (chosen: ProcessingJob[]) => {
    const { run, concurrency = 1, verb = 'processing', onComplete, onJobError, onRunningChange } = latest.current;
    release(chosen.map((job) => job.key));
    setRunning(true);
    onRunningChange?.(true);
    const update = (key: string, state: JobState<Item>) => setStates((previous) => ({ ...previous, [key]: state }));
    const ids = new Map(chosen.map((job) => [job.key, newJobId()]));
    const jobsByKey = new Map(chosen.map((job) => [job.key, job]));
    const errors = new Map<string, Error>();
    const ended = new Map<string, JobOutcome<Item>>();
    // Each job's result shows (and its error) as soon as it ends, while the others still run.
    const settle = (outcome: BatchOutcome<Answered<Item[]>>) => {
      const job = jobsByKey.get(outcome.key)!;
      if (outcome.status === 'done') {
        const { answer, notices } = outcome.value;
        held.current.set(job.key, answer.map((item) => item.url));
        update(job.key, { status: 'complete', items: answer, notices: [...new Set(notices.map((notice) => describeNotice(notice, verb)))] });
        ended.set(job.key, { job, status: 'complete', items: answer });
        return;
      }
      const error = errors.get(job.key);
      if (outcome.status === 'cancelled' || (error instanceof ApiError && error.code === 'cancelled')) {
        update(job.key, { status: 'cancelled', error: 'Cancelled.' });
        ended.set(job.key, { job, status: 'cancelled', items: [] });
        return;
      }
      const failure = error ?? new Error('Failed to process file');
      const code = failure instanceof ApiError ? failure.code : undefined;
      update(job.key, { status: 'error', error: failure.message || 'Failed to process file', code });
      onJobError?.(job, failure);
      ended.set(job.key, { job, status: 'error', items: [], error: failure, code });
    };
    const batch = runBatch(chosen.map((job) => ({
      key: job.key,
      run: async (signal: AbortSignal) => {
        try {
          return await run(job, { signal, jobId: ids.get(job.key)! });
        } catch (caught) {
          const error = caught instanceof Error ? caught : new Error(String(caught));
          errors.set(job.key, error);
          throw error;
        }
      },
    })), {
      concurrency,
      onStatus: (key, status) => {
        if (status === 'waiting' || status === 'running') update(key, { status: statusOf[status], jobId: ids.get(key) });
      },
      onOutcome: settle,
    });
    current.current = batch;
    await batch.outcomes;
    current.current = undefined;
    setRunning(false);
    onRunningChange?.(false);
    const outcomes = chosen.map((job) => ended.get(job.key)!);
    if (outcomes.some((outcome) => outcome.status === 'complete')) onComplete?.(outcomes);
  }, [release]);

  const start = useCallback(() => {
    setStates({});
    return execute(latest.current.jobs);
  }, [execute]);
  const retry = useCallback((key: string) => {
    const job = latest.current.jobs.find((candidate) => candidate.key === key);
    return job ? execute([job]) : Promise.resolve();
  }, [execute]);
  const cancel = useCallback((key: string) => current.current?.cancel(key), []);
  const cancelAll = useCallback(() => current.current?.cancelAll(), []);

  const results = useMemo(() => jobs.flatMap((job) => states[job.key]?.items ?? []), [jobs, states]);
  return { jobs, states, running, results, start, retry, cancel, cancelAll };
}

export type Batch<Item extends ResultItem> = ReturnType<typeof useBatch<Item>>;
