// The page's way of running a workflow step (src/lib/workflow-runner.ts): the step's typed call through
// the local API like any screen's, its outputs of the kind the step hands on read back as Blobs, the
// others (OCR's text beside its PDF) freed at once. A file keeps its result URL until the runner
// releases it, so the last step's files are downloads and Download all can zip them.
import type { JobNotice } from '../../contract/notices';
import type { ResultItem } from '../../contract/results';
import { requestSettings, splitStepAnswer } from '../../contract/workflow-step';
import type { FlowFile, PlannedStep, StepContext } from '../../lib/workflow-runner';
import { callApi } from '../../api/call-api';
import { releaseResults } from '../../api/client';

/** A file the local API made: its Blob, and the result it is stored as. */
export interface StoredFlowFile extends FlowFile {
  result?: ResultItem;
}

/** What a step's engines noticed on the way (a damaged file repaired first), with the step. */
export interface StepNotice {
  stepName: string;
  notice: JobNotice;
}

export async function runStepInPage(step: PlannedStep, files: FlowFile[], { signal }: StepContext, jobId?: string, onNotices?: (notices: StepNotice[]) => void): Promise<StoredFlowFile[]> {
  const settings = requestSettings(step.kind, step.settings, files.map((file) => file.name));
  const asFiles = files.map((file) => (file.blob instanceof File ? file.blob : new File([file.blob], file.name, { type: file.blob.type })));
  const { answer, notices } = await callApi(step.kind.call, asFiles, settings, { signal, jobId });
  if (notices.length > 0) onNotices?.(notices.map((notice) => ({ stepName: step.kind.name, notice })));
  const { handedOn, others } = splitStepAnswer(step.kind, step.settings, answer);
  void releaseResults(others.map((item) => item.url));
  // The password typed once on an input's card opens it for the first step; what a step makes is never
  // encrypted with it (src/contract/file-passwords.ts), so no later step needs it, and after Protect
  // the file has passwords of its own.
  return Promise.all(handedOn.map(async (item) => {
    const blob = await (await fetch(item.url)).blob();
    return { name: item.filename, blob: new File([blob], item.filename, { type: blob.type }), result: item };
  }));
}

/** Frees a step's output the next step has read. */
export function releaseFlowFile(file: StoredFlowFile): void {
  if (file.result) void releaseResults([file.result.url]);
}
