// Runs a workflow over many files: each file through each step, one or two files at a time, a gathering
// step (merge, images into one PDF) taking every file that reached it as one job. A failing file stops
// only its own chain, with the step and the reason. Intermediate files are released as soon as the next
// step has made its own, so memory holds about one file per running chain. Pure: the page runs each step
// through the local API (src/tools/workflow/run-step-in-page.ts), the command line through the same handlers in Node.
import type { WorkflowStepKind } from '../contract/workflow-step';
import { runBatch } from './batch-runner';

/** A file as it flows: the user's File, or a step's output. */
export interface FlowFile {
  name: string;
  blob: Blob;
}

export interface PlannedStep {
  kind: WorkflowStepKind;
  settings: unknown;
}

export interface StepContext {
  signal: AbortSignal;
  /** 'File 3 of 12 · Step 2 of 3', for the step's own progress reports. */
  position: WorkflowPosition;
}

/** Runs one step on one job's files (one file, or every gathered file) and gives its outputs. */
export type StepRunner = (step: PlannedStep, files: FlowFile[], context: StepContext) => Promise<FlowFile[]>;

export interface WorkflowPosition {
  /** 1-based: the chain (an input file, or the gathered files) and how many chains the stage has. */
  file: number;
  files: number;
  /** 1-based, among the steps that run. */
  step: number;
  steps: number;
  stepName: string;
}

export type ChainOutcome =
  | { inputs: string[]; status: 'done'; outputs: FlowFile[] }
  | { inputs: string[]; status: 'failed'; step: number; stepName: string; error: unknown }
  | { inputs: string[]; status: 'cancelled' };

export interface WorkflowOptions {
  inputs: FlowFile[];
  steps: PlannedStep[];
  runStep: StepRunner;
  /** Frees an intermediate file's memory (the page: its result in the result store). Never called for inputs or final outputs. */
  release?: (file: FlowFile) => void;
  /** Chains running at once. */
  concurrency?: number;
  signal?: AbortSignal;
  onStep?: (position: WorkflowPosition) => void;
}

interface Chain {
  inputs: string[];
  files: FlowFile[];
}

/** Every chain's outcome, in the inputs' order (a gathered chain where its first input was). */
export async function runWorkflow({ inputs, steps, runStep, release = () => undefined, concurrency = 1, signal, onStep }: WorkflowOptions): Promise<ChainOutcome[]> {
  const originals = new Set(inputs);
  const released = new Set<FlowFile>();
  const releaseAll = (files: Iterable<FlowFile>) => {
    for (const file of files) {
      if (originals.has(file) || released.has(file)) continue;
      released.add(file);
      release(file);
    }
  };
  let chains: Chain[] = inputs.map((file) => ({ inputs: [file.name], files: [file] }));
  const ended: ChainOutcome[] = [];
  const position = (step: number, file: number, files: number): WorkflowPosition => ({ file, files, step: step + 1, steps: steps.length, stepName: steps[step].kind.name });

  /** One step over a chain's files: each file alone, or all together when the step gathers. */
  const stepOver = async (chain: Chain, index: number, file: number, files: number, chainSignal: AbortSignal): Promise<FlowFile[]> => {
    const step = steps[index];
    const here = position(index, file, files);
    onStep?.(here);
    const jobs = step.kind.gathers(step.settings) ? [chain.files] : chain.files.map((one) => [one]);
    const outputs: FlowFile[] = [];
    try {
      for (const job of jobs) {
        if (chainSignal.aborted) throw chainSignal.reason;
        outputs.push(...(await runStep(step, job, { signal: chainSignal, position: here })));
        releaseAll(job);
        // Cancelled while the step was finishing: its outputs are not wanted.
        if (chainSignal.aborted) throw chainSignal.reason;
      }
    } catch (error) {
      // The chain ends here: what this step made so far, and what it had still to read, are freed.
      releaseAll([...outputs, ...chain.files]);
      throw error;
    }
    return outputs;
  };

  let index = 0;
  while (index < steps.length && chains.length > 0) {
    const gatherAt = steps.findIndex((step, at) => at >= index && step.kind.gathers(step.settings));
    const end = gatherAt === -1 ? steps.length : gatherAt;
    if (end > index) chains = await runStage(chains, index, end);
    if (end < steps.length && chains.length > 0) chains = await gather(chains, end);
    index = end + 1;
  }
  ended.push(...chains.map((chain): ChainOutcome => ({ inputs: chain.inputs, status: 'done', outputs: chain.files })));
  const order = new Map(inputs.map((file, position) => [file.name, position]));
  return ended.sort((a, b) => (order.get(a.inputs[0]) ?? 0) - (order.get(b.inputs[0]) ?? 0));

  /** Steps [from, to) over each chain on its own, a few chains at a time. */
  async function runStage(stage: Chain[], from: number, to: number): Promise<Chain[]> {
    const failures = new Map<Chain, number>();
    const run = runBatch(stage.map((chain, at) => ({
      key: String(at),
      run: async (chainSignal: AbortSignal) => {
        let current = chain;
        for (let step = from; step < to; step++) {
          failures.set(chain, step);
          current = { ...current, files: await stepOver(current, step, at + 1, stage.length, chainSignal) };
        }
        return current;
      },
    })), { concurrency });
    const stop = () => run.cancelAll();
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
    const outcomes = await run.outcomes.finally(() => signal?.removeEventListener('abort', stop));
    const next: Chain[] = [];
    outcomes.forEach((outcome, at) => {
      const chain = stage[at];
      if (outcome.status === 'done') next.push(outcome.value);
      else {
        releaseAll(chain.files);
        const step = failures.get(chain) ?? from;
        ended.push(outcome.status === 'failed'
          ? { inputs: chain.inputs, status: 'failed', step: step + 1, stepName: steps[step].kind.name, error: outcome.error }
          : { inputs: chain.inputs, status: 'cancelled' });
      }
    });
    return next;
  }

  /** The gathering step over every chain's files, in the inputs' order: one chain comes out. */
  async function gather(stage: Chain[], at: number): Promise<Chain[]> {
    const together: Chain = { inputs: stage.flatMap((chain) => chain.inputs), files: stage.flatMap((chain) => chain.files) };
    const controller = new AbortController();
    const stop = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
    try {
      const files = await stepOver(together, at, 1, 1, controller.signal);
      // A step that gathers the files only to number them on (Bates) hands each back on its own: each goes
      // on as its own chain again, so a later failure stops only its file.
      if (steps[at].kind.keepsFiles && files.length === together.inputs.length) {
        return files.map((file, index) => ({ inputs: [together.inputs[index]], files: [file] }));
      }
      return [{ inputs: together.inputs, files }];
    } catch (error) {
      releaseAll(together.files);
      ended.push(controller.signal.aborted
        ? { inputs: together.inputs, status: 'cancelled' }
        : { inputs: together.inputs, status: 'failed', step: at + 1, stepName: steps[at].kind.name, error });
      return [];
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }
}
