import { useEffect, useRef, type ReactNode } from 'react';
import { CheckCircle2, Info, Loader2, RotateCcw, X, XCircle } from 'lucide-react';
import type { JobProgress } from '../api/job-progress';
import type { ResultItem } from '../contract/results';
import { toast } from '../state/toast-store';
import { useJobProgress } from './use-job-progress';
import { focusLanding, takeFocusIfLost } from './focus-landing';
import type { Batch, JobState, ProcessingJob } from './use-batch';
import { ResultDownloads } from './ResultDownloads';
import { DownloadAllButton } from './DownloadAllButton';

const statusWords: Record<JobState<ResultItem>['status'], string> = {
  waiting: 'Waiting', processing: 'Processing', complete: 'Done', error: 'Failed', cancelled: 'Cancelled',
};

interface ProcessingWidgetProps<Item extends ResultItem> {
  batch: Batch<Item>;
  actionLabel: string;
  /** The settings cannot be run as they are (the screen says why next to them). */
  disabled?: boolean;
  /** The tool's words for what the running job is doing, from the engine's last report (none yet: undefined). */
  describeProgress?: (progress: JobProgress | undefined) => string;
  /** The tool's words for a run asked for with no file, when the spec words it. */
  noFilesNotice?: { title: string; description: string };
  /**
   * The result of one file of several, under its name (default: its files, each with size and
   * download). With one job the screen shows the result itself, in its own card.
   */
  describeResult?: (items: Item[], job: ProcessingJob) => ReactNode;
  /** Several files' results: offered together as this ZIP ("Download all"). */
  zipName?: string;
}

const defaultNoFilesNotice = { title: 'No files selected', description: 'Please add files to process.' };

/** Runs a tool's jobs with progress, a cancel for each and for all, each job's error, notices and (for several) results. */
export function ProcessingWidget<Item extends ResultItem>({
  batch, actionLabel, disabled = false, describeProgress, noFilesNotice = defaultNoFilesNotice, describeResult, zipName,
}: ProcessingWidgetProps<Item>) {
  const { jobs, states, running, results } = batch;
  const several = jobs.length > 1;
  // A run that ends without a result (failed or cancelled) has no result to take the focus from the
  // Cancel button that went: the Run button takes it back. Results, mounted in the same change, land first.
  const runButton = useRef<HTMLButtonElement>(null);
  const ran = useRef(false);
  useEffect(() => {
    if (running) ran.current = true;
    else if (ran.current) takeFocusIfLost(runButton.current);
  }, [running]);

  const start = () => {
    if (jobs.length === 0) {
      toast({ ...noFilesNotice, variant: 'destructive' });
      return;
    }
    void batch.start();
  };

  return (
    <div className="space-y-3" data-testid="processing-widget">
      <ul className="space-y-2">
        {jobs.map((job) => states[job.key] && (
          <JobRow
            key={job.key} job={job} state={states[job.key]} batch={batch} several={several}
            describeProgress={describeProgress} describeResult={describeResult}
          />
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button ref={runButton} type="button" className="btn-primary" onClick={start} disabled={running || disabled}>
          {running ? 'Processing...' : actionLabel}
        </button>
        {running && (
          // The Run button is disabled as the job starts, which drops its focus: Cancel takes it.
          <button ref={focusLanding} type="button" className="btn-secondary" onClick={batch.cancelAll}>
            {several ? 'Cancel all' : 'Cancel'}
          </button>
        )}
        {several && zipName && !running && results.length > 1 && <DownloadAllButton results={results} zipName={zipName} />}
      </div>
    </div>
  );
}

interface JobRowProps<Item extends ResultItem> {
  job: ProcessingJob;
  state: JobState<Item>;
  batch: Batch<Item>;
  several: boolean;
  describeProgress?: (progress: JobProgress | undefined) => string;
  describeResult?: (items: Item[], job: ProcessingJob) => ReactNode;
}

/** One job: its status, its own progress, its cancel, then its error, its notices and (of several) its result. */
function JobRow<Item extends ResultItem>({ job, state, batch, several, describeProgress, describeResult }: JobRowProps<Item>) {
  const processing = state.status === 'processing';
  const { percent, reported } = useJobProgress(processing ? state.jobId : undefined, Boolean(describeProgress));
  const ended = state.status !== 'waiting' && state.status !== 'processing';
  // A file that needs its password gets it on its card; then this one job can run again.
  const retryable = state.code === 'encrypted' || state.code === 'wrong-password';
  return (
    <li className="rounded-lg border border-slate-200 bg-surface p-3 text-sm" data-testid="job" data-status={state.status}>
      <div className="flex items-center gap-2">
        {processing && <Loader2 className="size-4 animate-spin text-red-600" aria-hidden />}
        {state.status === 'complete' && <CheckCircle2 className="size-4 text-green-600" aria-hidden />}
        {(state.status === 'error' || state.status === 'cancelled') && <XCircle className="size-4 text-red-600" aria-hidden />}
        <span className="flex-1 truncate font-medium text-slate-700">{job.label}</span>
        {/* Only the status is announced; the percentage lives in the progress bar, read on demand. */}
        <span className={several && !processing ? 'text-slate-500' : 'sr-only'} aria-live="polite">{statusWords[state.status]}</span>
        {processing && <span className="tabular-nums text-slate-500" aria-hidden>{percent}%</span>}
        {several && !ended && (
          <button type="button" className="icon-btn" onClick={() => batch.cancel(job.key)} aria-label={`Cancel ${job.label}`}>
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      {processing && describeProgress && (
        <p className="mt-2 text-slate-600" aria-live="polite" data-testid="job-progress-caption">{describeProgress(reported)}</p>
      )}
      {state.status !== 'waiting' && (
        <div
          className="mt-2 h-2 overflow-hidden rounded bg-slate-100"
          role="progressbar"
          aria-label={`Progress of ${job.label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={processing ? percent : 100}
        >
          <div className={`h-full transition-all ${ended && state.status !== 'complete' ? 'bg-red-400' : 'bg-red-600'}`} style={{ width: `${processing ? percent : 100}%` }} />
        </div>
      )}
      {state.error && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="flex-1 text-red-600" role="alert" data-testid="job-error">{state.error}</p>
          {retryable && !batch.running && (
            <button type="button" className="btn-secondary" onClick={() => void batch.retry(job.key)}>
              <RotateCcw className="size-4" aria-hidden /> Try again
            </button>
          )}
        </div>
      )}
      {state.notices?.map((notice) => (
        <p key={notice} className="mt-2 flex gap-2 text-amber-800" role="status" data-testid="job-notice">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {notice}
        </p>
      ))}
      {several && state.items && state.items.length > 0 && (
        <div className="mt-2" data-testid="job-result">
          {describeResult ? describeResult(state.items, job) : <ResultDownloads results={state.items} />}
        </div>
      )}
    </li>
  );
}
