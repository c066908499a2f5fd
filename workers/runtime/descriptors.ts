// Every worker of the app, found by its descriptor (workers/<name>/descriptor.ts). The browser's
// engines, the Node test harness, and the build (vite.config.ts loads this module with Vite's
// module runner) all start from this one list, so adding a worker never edits another file.
import type { WorkerDescriptor } from './worker-descriptor';

const found = import.meta.glob<WorkerDescriptor>('../*/descriptor.ts', { eager: true, import: 'default' });

export const workerDescriptors: WorkerDescriptor[] = Object.entries(found).map(([path, descriptor]) => {
  const folder = path.split('/')[1];
  if (descriptor.name !== folder) throw new Error(`${path} names its worker "${descriptor.name}"; it must be its folder's name, "${folder}".`);
  return descriptor;
});
