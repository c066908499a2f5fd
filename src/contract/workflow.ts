// A workflow: named steps, each a step kind of the catalog with its settings, in order, each on or off.
// Saved on the device, exported as a small JSON file and shared in a link (workflow-link.ts), all in the
// one format below; `parseWorkflow` refuses a malformed file, a newer version or an unknown step with a
// message the user reads, and checks every step's settings with its call's own reader.
import { appendSettingsFields } from './api-call';
import { withSettingsChecked } from './setting-values';
import type { WorkflowStepKind } from './workflow-step';

export const WORKFLOW_FORMAT = 'urn:folio:workflow';
export const WORKFLOW_VERSION = 1;
/** More steps than anyone chains; a longer list is not a workflow. */
export const MAX_WORKFLOW_STEPS = 50;
export const MAX_WORKFLOW_NAME = 80;

export interface WorkflowStepEntry {
  /** The step kind's id (workflow-catalog.ts). */
  step: string;
  settings: Record<string, unknown>;
  enabled: boolean;
}

export interface Workflow {
  name: string;
  steps: WorkflowStepEntry[];
}

/** Why a workflow file or link was refused; the message is what the user reads. */
export class WorkflowFormatError extends Error {
  constructor(
    readonly code: 'not-json' | 'not-a-workflow' | 'newer-version' | 'unknown-step' | 'bad-settings' | 'too-many-steps',
    message: string,
  ) {
    super(message);
    this.name = 'WorkflowFormatError';
  }
}

/** A new step of this kind: its default settings, on. */
export function newStepEntry(kind: WorkflowStepKind): WorkflowStepEntry {
  return { step: kind.id, settings: { ...(kind.defaults as object) } as Record<string, unknown>, enabled: true };
}

/** The workflow as it may leave the screen (saved, exported, shared): every step's secrets (passwords) left out. */
export function withoutSecrets(workflow: Workflow, findStep: (id: string) => WorkflowStepKind | undefined): Workflow {
  return {
    ...workflow,
    steps: workflow.steps.map((entry) => {
      const secrets: readonly string[] = findStep(entry.step)?.secrets ?? [];
      if (secrets.length === 0) return entry;
      return { ...entry, settings: Object.fromEntries(Object.entries(entry.settings).filter(([name]) => !secrets.includes(name))) };
    }),
  };
}

/** The JSON file: the format, its version, the name and the steps, without their secrets. */
export function workflowJson(workflow: Workflow, findStep: (id: string) => WorkflowStepKind | undefined): string {
  const { name, steps } = withoutSecrets(workflow, findStep);
  return JSON.stringify({ format: WORKFLOW_FORMAT, version: WORKFLOW_VERSION, name, steps }, null, 2);
}

/** A step's settings as its call reads them back: unknown names dropped, missing ones defaulted, bad ones refused. */
export function checkStepSettings(kind: WorkflowStepKind, saved: unknown): Record<string, unknown> {
  const merged = { ...(kind.defaults as object), ...(isRecord(saved) ? saved : {}), ...(kind.fixed as object | undefined) };
  const request = kind.call.write(merged);
  const form = new FormData();
  appendSettingsFields(form, request);
  const query = new URLSearchParams({ ...kind.call.picks, ...request.query });
  return withSettingsChecked(() => kind.call.read({ query, form })) as Record<string, unknown>;
}

/** Reads a workflow file's text; throws WorkflowFormatError with the reason. */
export function parseWorkflow(text: string, findStep: (id: string) => WorkflowStepKind | undefined): Workflow {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WorkflowFormatError('not-json', 'This file is not a workflow: it is not JSON.');
  }
  if (!isRecord(value) || value.format !== WORKFLOW_FORMAT || typeof value.version !== 'number' || !Array.isArray(value.steps)) {
    throw new WorkflowFormatError('not-a-workflow', 'This file is not a Folio workflow.');
  }
  if (value.version > WORKFLOW_VERSION) {
    throw new WorkflowFormatError('newer-version', `This workflow was made by a newer version of Folio (format ${value.version}); this one reads format ${WORKFLOW_VERSION}.`);
  }
  if (value.steps.length > MAX_WORKFLOW_STEPS) {
    throw new WorkflowFormatError('too-many-steps', `A workflow holds at most ${MAX_WORKFLOW_STEPS} steps; this one has ${value.steps.length}.`);
  }
  const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim().slice(0, MAX_WORKFLOW_NAME) : 'Workflow';
  return { name, steps: value.steps.map((entry, index) => readStep(entry, index, findStep)) };
}

function readStep(entry: unknown, index: number, findStep: (id: string) => WorkflowStepKind | undefined): WorkflowStepEntry {
  const id = isRecord(entry) && typeof entry.step === 'string' ? entry.step : undefined;
  const kind = id === undefined ? undefined : findStep(id);
  if (!isRecord(entry) || !kind) {
    throw new WorkflowFormatError('unknown-step', `Step ${index + 1} is ${id ? `"${id}", a tool this version of Folio does not have` : 'not a step'}.`);
  }
  try {
    return { step: kind.id, settings: checkStepSettings(kind, entry.settings), enabled: entry.enabled !== false };
  } catch (error) {
    // The call's reader refuses a bad value by name (a bad-params error); a value of the wrong shape may fail in its writer.
    const reason = error instanceof Error ? error.message : String(error);
    throw new WorkflowFormatError('bad-settings', `Step ${index + 1} (${kind.name}): ${reason}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
