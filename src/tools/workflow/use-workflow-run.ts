// Runs the workflow in the page: the runner (src/lib/workflow-runner.ts) with each step through the local
// API, the current file and step for the progress line, the current step's engine progress, cancel,
// and the outcomes. A new run or leaving the page frees the last run's results.
import { useCallback, useEffect, useRef, useState } from 'react';
import { newJobId } from '../../api/job-progress';
import { releaseResults } from '../../api/client';
import type { ResultItem } from '../../contract/results';
import { runWorkflow, type ChainOutcome, type PlannedStep, type WorkflowPosition } from '../../lib/workflow-runner';
import { releaseFlowFile, runStepInPage, type StepNotice, type StoredFlowFile } from './run-step-in-page';

export interface WorkflowRunState {
  running: boolean;
  position?: WorkflowPosition;
  /** The job id of the step running now: its engine's progress. */
  jobId?: string;
  outcomes?: ChainOutcome[];
  /** What the engines noticed on the way (a damaged file repaired first), step by step. */
  notices: StepNotice[];
  cancelled?: boolean;
}

/** The results of a run: every output's stored item, in the outcomes' order. */
export function resultItems(outcomes: ChainOutcome[] = []): ResultItem[] {
  return outcomes.flatMap((outcome) => (outcome.status === 'done' ? outcome.outputs : []))
    .map((file) => (file as StoredFlowFile).result)
    .filter((item): item is ResultItem => item !== undefined);
}

// Two chains at once only where the device says it has memory to spare (Chromium's navigator.deviceMemory).
const concurrency = () => ((navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? 0) >= 8 ? 2 : 1;

export function useWorkflowRun() {
  const [state, setState] = useState<WorkflowRunState>({ running: false, notices: [] });
  const controller = useRef<AbortController | undefined>(undefined);
  const shown = useRef<ResultItem[]>([]);

  useEffect(() => () => {
    controller.current?.abort();
    void releaseResults(shown.current.map((item) => item.url));
  }, []);

  const run = useCallback(async (files: File[], steps: PlannedStep[]): Promise<ChainOutcome[]> => {
    void releaseResults(shown.current.map((item) => item.url));
    shown.current = [];
    const abort = new AbortController();
    controller.current = abort;
    setState({ running: true, notices: [] });
    const notices: StepNotice[] = [];
    const outcomes = await runWorkflow({
      inputs: files.map((file) => ({ name: file.name, blob: file })),
      steps,
      concurrency: concurrency(),
      signal: abort.signal,
      release: releaseFlowFile,
      runStep: (step, stepFiles, context) => {
        const jobId = newJobId();
        setState((current) => ({ ...current, position: context.position, jobId }));
        return runStepInPage(step, stepFiles, context, jobId, (noticed) => notices.push(...noticed));
      },
      onStep: (position) => setState((current) => ({ ...current, position })),
    });
    shown.current = resultItems(outcomes);
    setState({ running: false, outcomes, notices, cancelled: abort.signal.aborted });
    return outcomes;
  }, []);

  const cancel = useCallback(() => controller.current?.abort(new DOMException('The workflow was cancelled.', 'AbortError')), []);
  return { ...state, run, cancel };
}
