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
import { filePassword, setFilePassword } from '../../api/file-passwords';

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
  const { handedOn, others } = splitStepAnswer(step.kind, answer);
  void releaseResults(others.map((item) => item.url));
  const password = sharedPassword(asFiles);
  return Promise.all(handedOn.map(async (item) => {
    const blob = await (await fetch(item.url)).blob();
    const file = new File([blob], item.filename, { type: blob.type });
    // The password typed once on the file's card goes on with what the file becomes, should a step keep it locked.
    if (password) setFilePassword(file, password);
    return { name: item.filename, blob: file, result: item };
  }));
}

/** The password the job's files were opened with, when they share one. */
function sharedPassword(files: File[]): string | undefined {
  const passwords = new Set(files.map(filePassword));
  return passwords.size === 1 ? [...passwords][0] : undefined;
}

/** Frees a step's output the next step has read. */
export function releaseFlowFile(file: StoredFlowFile): void {
  if (file.result) void releaseResults([file.result.url]);
}
