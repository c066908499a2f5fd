// Every worker's engines in this process, as the command line and the Node tests run them: each worker's
// descriptor says whether its engines run under Node; those that need a browser answer with an error
// naming the engine.
import { lazyInProcessRunner, type EngineRunner } from '../workers/runtime/engine-runner';
import type { EngineApi } from '../workers/runtime/engine-protocol';
import { dispatchByWorker, type OperationRunner } from '../workers/runtime/operation-runner';
import { workerDescriptors } from '../workers/runtime/descriptors';
import type { WorkerDescriptor } from '../workers/runtime/worker-descriptor';
import { browserOnlyEngine } from './browser-only-engine';

// Vite's glob (the command line and the tests load this module through Vite).
const operationTables = import.meta.glob<EngineApi>('../workers/*/operations.ts', { import: 'default' });

function nodeRunner(descriptor: WorkerDescriptor): EngineRunner {
  const load = operationTables[`../workers/${descriptor.name}/operations.ts`];
  if (!descriptor.runsUnderNode || !load) return browserOnlyEngine(descriptor.title);
  return lazyInProcessRunner(load);
}

export const nodeEngines: OperationRunner = dispatchByWorker(
  Object.fromEntries(workerDescriptors.map((descriptor) => [descriptor.name, nodeRunner(descriptor)])),
);
