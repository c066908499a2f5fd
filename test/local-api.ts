// The local API as the Node tests see it: the real handlers, the real engines, run in-process.
import { getResponse } from 'msw';
import { createHandlers } from '../mocks/create-handlers';
import { inProcessRunner } from '../workers/engine-runner';
import { documentApi } from '../workers/document-api';
import { renderApi } from '../workers/render-api';
import { browserOnlyEngine } from './browser-only-engine';

// The background remover's engine (ONNX Runtime Web, OffscreenCanvas) runs only in a browser: its
// real runs are tested in Chromium (e2e/background-remover.spec.ts); here it answers with an error.
const handlers = createHandlers({ documents: inProcessRunner(documentApi), render: inProcessRunner(renderApi), background: browserOnlyEngine('background removal') });
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
