// One kind of workflow step: a typed call (api-call.ts) with what it takes and gives, so a chain can be
// checked before it runs. Each module of ./steps/ declares the steps of one tool; workflow-catalog.ts
// finds them. The step's settings are its call's settings, written and read by the call itself.
import type { ApiCall } from './api-call';
import { fileKind, type FileKind } from './file-kinds';
import type { ResultItem } from './results';

export interface WorkflowStepKind<Settings = unknown> {
  /** Stable id, saved in workflow files and links: the tool's route name, with its variant (`convert-to-pdf-image`). */
  id: string;
  /** The tool's name as its card shows it: 'Compress PDF'. */
  name: string;
  call: ApiCall<Settings, unknown>;
  /** The kinds of file it accepts. */
  takes: readonly FileKind[];
  /** The kind of file it hands on: outputs of other kinds (OCR's text beside its PDF) end with the step. */
  gives: FileKind;
  /** The kind it hands on with these settings, when they decide it (PDF to Image's SVG is a drawing). */
  givesFor?: (settings: Settings) => FileKind;
  /** Other kinds it hands on as its result, not a side file: the ZIP many pages' images come in. */
  alsoGives?: readonly FileKind[];
  /** Whether, with these settings, it makes one job of every file that reaches it (merge; images into one PDF). */
  gathers(settings: Settings): boolean;
  /** When it gathers, whether each file still comes out on its own (Bates numbers running on from file to file). */
  keepsFiles?: boolean;
  /** Whether it may give several files for one (split, PDF → images). */
  mayGiveMany?: boolean;
  /** The engines run only in a browser (LibreOffice, the background model): the command line refuses the step. */
  browserOnly?: boolean;
  /** Its settings when added: the call's defaults unless the step is one variant of a call (`type: 'word'`). */
  defaults: Settings;
  /** Settings never written into a saved workflow, its file or its link (passwords): typed again before a run. */
  secrets?: readonly (keyof Settings & string)[];
  /**
   * The engine's own check of what the call's reader lets by (a password given), run before a run, not
   * when a workflow is read: a workflow without its secrets is whole, but not ready to run. Throws SettingsError.
   */
  ready?: (settings: Settings) => void;
  /** Settings the step always has, whatever a saved workflow says (the variant's `type`). */
  fixed?: Partial<Settings>;
  /** The settings one request sends for these files, when they depend on the files (Office: the type by extension). */
  settingsFor?: (settings: Settings, fileNames: string[]) => Settings;
}

type StepParts<Settings> = Omit<WorkflowStepKind<Settings>, 'gathers' | 'defaults'> & {
  gathers?: (settings: Settings) => boolean;
  defaults?: Settings;
};

/**
 * Declares a step, typed by its call's settings; the catalog holds it with its settings unknown (a saved
 * workflow's settings are checked by the call's own reader before they are used). By default a step
 * gathers exactly when its call takes many files as one job, and starts from the call's defaults.
 */
export function workflowStep<Settings>(parts: StepParts<Settings>): WorkflowStepKind {
  const step: WorkflowStepKind<Settings> = {
    ...parts,
    defaults: parts.defaults ?? parts.call.defaults,
    gathers: parts.gathers ?? (() => parts.call.files.count === 'many'),
  };
  return step as unknown as WorkflowStepKind;
}

/** The settings one request of the step sends for these files (the step's own when they do not depend on the files). */
export function requestSettings(kind: WorkflowStepKind, settings: unknown, fileNames: string[]): unknown {
  return kind.settingsFor?.(settings, fileNames) ?? settings;
}

/** The kind of file the step hands on with these settings. */
export function givenKind(kind: WorkflowStepKind, settings: unknown): FileKind {
  return kind.givesFor?.(settings) ?? kind.gives;
}

/** A step's answer: the files it hands on to the next step, and the others (OCR's text beside its PDF), which end with it. */
export function splitStepAnswer(kind: WorkflowStepKind, settings: unknown, answer: unknown): { handedOn: ResultItem[]; others: ResultItem[] } {
  const items = (Array.isArray(answer) ? answer : [answer]) as ResultItem[];
  const gives = givenKind(kind, settings);
  const handedOn = items.filter((item) => {
    const itemKind = fileKind(item.filename);
    return itemKind === gives || (itemKind !== undefined && kind.alsoGives?.includes(itemKind));
  });
  return { handedOn, others: items.filter((item) => !handedOn.includes(item)) };
}
