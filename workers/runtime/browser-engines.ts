// The app's engines: one bridge per worker descriptor, each worker started on first use (not at
// page load) from the entry Vite builds for workers/<name>/<name>.worker.ts.
import { WorkerBridge } from './bridge';
import type { EngineRunner } from './engine-runner';
import { dispatchByWorker, type OperationRunner } from './operation-runner';
import { restartAfterFailure } from './restart-after-failure';
import { workerDescriptors } from './descriptors';
import { workerPool } from './worker-pool';
import type { WorkerDescriptor } from './worker-descriptor';

type WorkerConstructor = new (options?: { name?: string }) => Worker;

const entries = import.meta.glob<WorkerConstructor>('../*/*.worker.ts', { query: '?worker', import: 'default', eager: true });

function runnerFor(descriptor: WorkerDescriptor): EngineRunner {
  const Entry = entries[`../${descriptor.name}/${descriptor.name}.worker.ts`];
  if (!Entry) throw new Error(`The ${descriptor.name} worker has no entry workers/${descriptor.name}/${descriptor.name}.worker.ts.`);
  const member = (index: number) => {
    const bridge = new WorkerBridge(() => new Entry({ name: `${descriptor.name}-engine${index > 0 ? `-${index + 1}` : ''}` }), descriptor.idleMs);
    return descriptor.restartAfterFailure ? restartAfterFailure(bridge) : bridge;
  };
  return workerPool(Array.from({ length: descriptor.instances ?? 1 }, (_, index) => member(index)));
}

export const browserEngines: OperationRunner = dispatchByWorker(
  Object.fromEntries(workerDescriptors.map((descriptor) => [descriptor.name, runnerFor(descriptor)])),
);
