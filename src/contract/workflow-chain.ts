// The chain checker: what flows from step to step (a kind of file, one or many), so a step that cannot
// take what the previous one gives says so before the run. Facts only; the screen words them.
import type { FileKind } from './file-kinds';
import { checkStepSettings } from './workflow';
import { givenKind, type WorkflowStepKind } from './workflow-step';

export interface ChainStep {
  kind: WorkflowStepKind;
  settings: unknown;
}

export type ChainProblem =
  | { kind: 'no-steps' }
  /** The step gets files of kinds it does not take (a PDF step after PDF → Word). */
  | { kind: 'cannot-take'; step: number; gets: FileKind[]; takes: readonly FileKind[] }
  /** The command line cannot run this step: its engine needs a browser. */
  | { kind: 'browser-only'; step: number }
  /** Its call's reader refuses a setting (a number typed out of range): the message names it. */
  | { kind: 'bad-settings'; step: number; message: string };

/** What reaches each enabled step and whether it can take it; `inputs` are the kinds of the chosen files, if any. */
export function checkChain(steps: ChainStep[], inputs: FileKind[] = [], where: 'browser' | 'node' = 'browser'): ChainProblem[] {
  if (steps.length === 0) return [{ kind: 'no-steps' }];
  const problems: ChainProblem[] = [];
  let flowing: FileKind[] = [...new Set(inputs)];
  steps.forEach(({ kind, settings }, step) => {
    const message = settingsProblem(kind, settings) ?? readyProblem(kind, settings);
    if (message) problems.push({ kind: 'bad-settings', step, message });
    const refused = flowing.filter((fileKind) => !kind.takes.includes(fileKind));
    if (refused.length > 0) problems.push({ kind: 'cannot-take', step, gets: refused, takes: kind.takes });
    if (where === 'node' && kind.browserOnly) problems.push({ kind: 'browser-only', step });
    flowing = [givenKind(kind, settings)];
  });
  return problems;
}

/** The kinds the first step takes: what the workflow's upload accepts. */
export function chainInputKinds(steps: ChainStep[]): readonly FileKind[] {
  return steps[0]?.kind.takes ?? [];
}

function settingsProblem(kind: WorkflowStepKind, settings: unknown): string | undefined {
  return problemOf(() => checkStepSettings(kind, settings));
}

/** What the step's engine would refuse before it reads a file: a password not typed yet. */
function readyProblem(kind: WorkflowStepKind, settings: unknown): string | undefined {
  return problemOf(() => kind.ready?.({ ...(kind.defaults as object), ...(settings as object) }));
}

function problemOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
