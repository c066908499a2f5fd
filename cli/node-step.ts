// The command line's way of running a workflow step: the step's typed call answered by the app's own
// handlers (mocks/) with the engines in this process, as the unit tests run them; the outputs of the kind
// the step hands on read from the result store, the others freed at once.
import { getResponse } from 'msw';
import { appendSettingsFields, callQuery } from '../src/contract/api-call';
import { requestSettings, splitStepAnswer } from '../src/contract/workflow-step';
import type { FlowFile, PlannedStep, StepContext } from '../src/lib/workflow-runner';
import { localApiHandlers } from '../mocks/local-api';
import { findResultByUrl, releaseResults } from '../mocks/result-store';
import { nodeEngines } from '../node/engines';

const handlers = localApiHandlers(nodeEngines);
const origin = 'http://localhost';

/** A file the handlers made, with the result it is stored as. */
export interface NodeFlowFile extends FlowFile {
  url?: string;
}

export async function runStepInNode(step: PlannedStep, files: FlowFile[], { signal }: StepContext): Promise<NodeFlowFile[]> {
  const { call } = step.kind;
  const settings = requestSettings(step.kind, step.settings, files.map((file) => file.name));
  const form = new FormData();
  files.forEach((file) => form.append(call.files.field, file.blob, file.name));
  appendSettingsFields(form, call.write(settings));
  const url = new URL(call.path, origin);
  url.search = new URLSearchParams(callQuery(call, settings)).toString();
  const response = await getResponse(handlers, new Request(url, { method: 'POST', body: form, signal }), { baseUrl: origin });
  if (!response) throw new Error(`No handler answers ${call.path}.`);
  if (!response.ok) throw new Error(await response.text());
  const { handedOn, others } = splitStepAnswer(step.kind, step.settings, await response.json());
  releaseResults(others.map((item) => item.url));
  return handedOn.map((item) => ({ name: item.filename, blob: findResultByUrl(item.url)!.blob, url: item.url }));
}

/** Frees a step's output the next step has read. */
export function releaseNodeFile(file: NodeFlowFile): void {
  if (file.url) releaseResults([file.url]);
}
