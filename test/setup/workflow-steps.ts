// Runs workflow steps as the command line does (cli/node-step.ts: the app's handlers, the real engines in
// this process), for tests that read the outputs with independent tools.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findWorkflowStep } from '../../src/contract/workflow-catalog';
import { runWorkflow, type FlowFile } from '../../src/lib/workflow-runner';
import { releaseNodeFile, runStepInNode } from '../../cli/node-step';

export const corpusFile = (name: string): FlowFile => ({ name, blob: new Blob([readFileSync(join('test', 'corpus', name))]) });

/** Runs the steps (id and settings over the step's defaults) over the files; throws the first failing chain's error. */
export async function outputsOf(files: FlowFile[], ...steps: Array<[string, Record<string, unknown>?]>): Promise<FlowFile[]> {
  const planned = steps.map(([id, settings = {}]) => {
    const kind = findWorkflowStep(id);
    if (!kind) throw new Error(`No step ${id}`);
    return { kind, settings: { ...(kind.defaults as object), ...settings } };
  });
  const outcomes = await runWorkflow({ inputs: files, steps: planned, runStep: runStepInNode, release: releaseNodeFile });
  for (const outcome of outcomes) {
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'cancelled') throw new Error('cancelled');
  }
  return outcomes.flatMap((outcome) => (outcome.status === 'done' ? outcome.outputs : []));
}

export async function bytesOf(file: FlowFile): Promise<Uint8Array> {
  return new Uint8Array(await file.blob.arrayBuffer());
}

/** The file written to a fresh temporary folder, for tools that read paths. */
export async function saved(file: FlowFile): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-step-')), file.name);
  writeFileSync(path, await bytesOf(file));
  return path;
}
