// The local API as the Node tests see it: the real handlers, the real engines, run in-process
// (node/engines.ts). Engines that need a browser answer with an error here and are tested in Chromium (e2e/).
import { getResponse } from 'msw';
import { localApiHandlers } from '../../mocks/local-api';
import { nodeEngines } from '../../node/engines';
import { passwordField } from '../../src/contract/file-passwords';

const handlers = localApiHandlers(nodeEngines);
export const origin = 'http://localhost';

export async function callLocalApi(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(handlers, new Request(new URL(path, origin), init), { baseUrl: origin });
  if (!response) throw new Error(`no handler answered ${path}`);
  return response;
}

export function pdfFile(file: { name: string; bytes: Uint8Array }): File {
  return new File([file.bytes as BlobPart], file.name, { type: 'application/pdf' });
}

export function formWithFiles(files: File[], field = 'file'): FormData {
  const form = new FormData();
  files.forEach((file) => form.append(field, file, file.name));
  return form;
}

/** Sends a file for page previews (with the password that opens it, if any) and answers the preview's id. */
export async function openPreview(file: File, password?: string): Promise<string> {
  const form = formWithFiles([file]);
  if (password) form.append(passwordField(0), password);
  const response = await callLocalApi('/api/previews', { method: 'POST', body: form });
  return (await response.json()).id;
}
