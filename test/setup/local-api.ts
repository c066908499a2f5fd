// The local API as the Node tests see it: the real handlers, the real engines, run in-process.
// Each worker's descriptor says whether its engines run under Node; those that need a browser
// answer with an error here and are tested in Chromium (e2e/).
import { getResponse } from 'msw';
import { localApiHandlers } from '../../mocks/local-api';
import { lazyInProcessRunner, type EngineRunner } from '../../workers/runtime/engine-runner';
import type { EngineApi } from '../../workers/runtime/engine-protocol';
import { dispatchByWorker, type OperationRunner } from '../../workers/runtime/operation-runner';
import { workerDescriptors } from '../../workers/runtime/descriptors';
import type { WorkerDescriptor } from '../../workers/runtime/worker-descriptor';
import { browserOnlyEngine } from './browser-only-engine';

const operationTables = import.meta.glob<EngineApi>('../../workers/*/operations.ts', { import: 'default' });

function nodeRunner(descriptor: WorkerDescriptor): EngineRunner {
  const load = operationTables[`../../workers/${descriptor.name}/operations.ts`];
  if (!descriptor.runsUnderNode || !load) return browserOnlyEngine(descriptor.title);
  return lazyInProcessRunner(load);
}

/** Every worker's engines, in this process where they can run. */
export const nodeEngines: OperationRunner = dispatchByWorker(
  Object.fromEntries(workerDescriptors.map((descriptor) => [descriptor.name, nodeRunner(descriptor)])),
);

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
