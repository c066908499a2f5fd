import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';
import { ApiError } from '../api/api-error';
import { newJobId, type JobProgress } from '../api/job-progress';
import type { ResultItem } from '../contract/results';
import { toast } from '../state/toast-store';
import { useJobProgress } from './use-job-progress';
import { describeNotice } from './notice-words';
import { focusLanding, takeFocusIfLost } from './focus-landing';

export interface ProcessingJob {
  key: string;
  label: string;
  files: File[];
}

export interface RunContext {
  signal: AbortSignal;
  jobId: string;
}

const statusWords: Record<JobState['status'], string> = {
  idle: '', processing: 'Processing', complete: 'Done', error: 'Failed',
};

interface JobState {
  status: 'idle' | 'processing' | 'complete' | 'error';
  error?: string;
  /** What the engines did besides the job, e.g. repaired a damaged file first; shown under the job. */
  notices?: string[];
}

interface ProcessingWidgetProps {
  jobs: ProcessingJob[];
  run: (job: ProcessingJob, context: RunContext) => Promise<ResultItem[]>;
  /** Called after the whole run, only if at least one job succeeded (spec, first document §4). */
  onComplete: (results: ResultItem[]) => void;
  onJobError?: (job: ProcessingJob, error: ApiError | Error) => void;
  /** Lets the screen lock what the running job depends on (spec: buttons disabled while processing). */
  onRunningChange?: (running: boolean) => void;
  actionLabel: string;
  /** The settings cannot be run as they are (the screen says why next to them). */
  disabled?: boolean;
  /** The tool's words for what the running job is doing, from the engine's last report (none yet: undefined). */
  describeProgress?: (progress: JobProgress | undefined) => string;
  /** The tool's words for a run asked for with no file, when the spec words it. */
  noFilesNotice?: { title: string; description: string };
  /** What the screen does, for its notices: 'Folio repaired it before merging'. */
  verb?: string;
}

const defaultNoFilesNotice = { title: 'No files selected', description: 'Please add files to process.' };

/** Runs jobs one after another, each idle → processing → complete or error, with progress and Cancel. */
export function ProcessingWidget({
  jobs, run, onComplete, onJobError, onRunningChange, actionLabel, disabled = false, describeProgress, noFilesNotice = defaultNoFilesNotice, verb = 'processing',
}: ProcessingWidgetProps) {
  const [states, setStates] = useState<Record<string, JobState>>({});
  const [running, setRunning] = useState(false);
  const [activeJobId, setActiveJobId] = useState<string>();
  const controller = useRef<AbortController | undefined>(undefined);
  const { percent, reported } = useJobProgress(activeJobId, Boolean(describeProgress));
  const jobKeys = jobs.map((job) => job.key).join('|');

  // A changed set of jobs starts from idle again.
  useEffect(() => setStates({}), [jobKeys]);
  useEffect(() => () => controller.current?.abort(), []);
  // A run that ends without a result (failed or cancelled) has no result to take the focus from the
  // Cancel button that went: the Run button takes it back. Results, mounted in the same change, land first.
  const runButton = useRef<HTMLButtonElement>(null);
  const ran = useRef(false);
  useEffect(() => {
    if (running) ran.current = true;
    else if (ran.current) takeFocusIfLost(runButton.current);
  }, [running]);

  const start = async () => {
    if (jobs.length === 0) {
      toast({ ...noFilesNotice, variant: 'destructive' });
      return;
    }
    setRunning(true);
    onRunningChange?.(true);
    setStates({});
    const results: ResultItem[] = [];
    for (const job of jobs) {
      const abort = new AbortController();
      controller.current = abort;
      const jobId = newJobId();
      setActiveJobId(jobId);
      setStates((previous) => ({ ...previous, [job.key]: { status: 'processing' } }));
      try {
        const items = await run(job, { signal: abort.signal, jobId });
        results.push(...items);
        const notices = [...new Set(items.flatMap((item) => item.notices ?? []).map((notice) => describeNotice(notice, verb)))];
        setStates((previous) => ({ ...previous, [job.key]: { status: 'complete', notices } }));
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        const cancelled = abort.signal.aborted || (error instanceof ApiError && error.code === 'cancelled');
        setStates((previous) => ({
          ...previous,
          [job.key]: { status: 'error', error: cancelled ? 'Cancelled.' : error.message || 'Failed to process file' },
        }));
        if (!cancelled) onJobError?.(job, error);
        if (cancelled) break;
      }
    }
    setActiveJobId(undefined);
    controller.current = undefined;
    setRunning(false);
    onRunningChange?.(false);
    if (results.length > 0) onComplete(results);
  };

  return (
    <div className="space-y-3" data-testid="processing-widget">
      <ul className="space-y-2">
        {jobs.map((job) => {
          const state = states[job.key];
          if (!state) return null;
          return (
            <li key={job.key} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <div className="flex items-center gap-2">
                {state.status === 'processing' && <Loader2 className="size-4 animate-spin text-red-600" aria-hidden />}
                {state.status === 'complete' && <CheckCircle2 className="size-4 text-green-600" aria-hidden />}
                {state.status === 'error' && <XCircle className="size-4 text-red-600" aria-hidden />}
                <span className="flex-1 truncate font-medium text-slate-700">{job.label}</span>
                {/* Only the status is announced; the percentage lives in the progress bar, read on demand. */}
                <span className="sr-only" aria-live="polite">{statusWords[state.status]}</span>
                {state.status === 'processing' && <span className="tabular-nums text-slate-500" aria-hidden>{percent}%</span>}
              </div>
              {state.status === 'processing' && describeProgress && (
                <p className="mt-2 text-slate-600" aria-live="polite" data-testid="job-progress-caption">{describeProgress(reported)}</p>
              )}
              {state.status !== 'idle' && (
                <div
                  className="mt-2 h-2 overflow-hidden rounded bg-slate-100"
                  role="progressbar"
                  aria-label={`Progress of ${job.label}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={state.status === 'processing' ? percent : 100}
                >
                  <div
                    className={`h-full transition-all ${state.status === 'error' ? 'bg-red-400' : 'bg-red-600'}`}
                    style={{ width: `${state.status === 'processing' ? percent : 100}%` }}
                  />
                </div>
              )}
              {state.error && <p className="mt-2 text-red-600" role="alert" data-testid="job-error">{state.error}</p>}
              {state.notices?.map((notice) => (
                <p key={notice} className="mt-2 flex gap-2 text-amber-800" role="status" data-testid="job-notice">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {notice}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button ref={runButton} type="button" className="btn-primary" onClick={start} disabled={running || disabled}>
          {running ? 'Processing...' : actionLabel}
        </button>
        {running && (
          // The Run button is disabled as the job starts, which drops its focus: Cancel takes it.
          <button ref={focusLanding} type="button" className="btn-secondary" onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
