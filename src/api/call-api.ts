// The screens' side of a typed call (src/contract/api-call.ts): files in the call's field, each with
// the password the user gave for it, the settings as the call writes them, progress under a job id,
// cancel through the signal; the answer as the call types it, with what the engines noticed on the way.
import { appendSettingsFields, callQuery, type ApiCall } from '../contract/api-call';
import { passwordField } from '../contract/file-passwords';
import type { JobNotice } from '../contract/notices';
import { JOB_ID_HEADER } from '../contract/job-progress';
import { apiRequest } from './api-request';
import { filePassword } from './file-passwords';
import { readNotices } from './read-notices';

export interface CallOptions {
  signal?: AbortSignal;
  /** Names the job for its progress reports (src/api/job-progress.ts). */
  jobId?: string;
}

export interface Answered<Answer> {
  answer: Answer;
  /** Things the user should know although the job succeeded, e.g. a damaged file repaired first. */
  notices: JobNotice[];
}

export async function callApi<Settings, Answer>(
  call: ApiCall<Settings, Answer>,
  files: File[],
  settings: Settings,
  { signal, jobId }: CallOptions = {},
): Promise<Answered<Answer>> {
  const form = new FormData();
  files.forEach((file) => form.append(call.files.field, file, file.name));
  appendPasswords(form, files);
  appendSettingsFields(form, call.write(settings));
  const search = new URLSearchParams(callQuery(call, settings)).toString();
  const response = await apiRequest(`${call.path}${search ? `?${search}` : ''}`, {
    method: 'POST',
    body: form,
    signal,
    headers: jobId ? { [JOB_ID_HEADER]: jobId } : undefined,
  });
  return { answer: (await response.json()) as Answer, notices: readNotices(response) };
}

/** The contract's `password-<n>` field beside the n-th file, for files the user gave a password for. */
export function appendPasswords(form: FormData, files: File[]): void {
  files.forEach((file, index) => {
    const password = filePassword(file);
    if (password) form.append(passwordField(index), password);
  });
}
