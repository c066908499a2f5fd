// The background remover's worker: ISNet on ONNX Runtime Web.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';
import { modelAssetPlan } from './model-resources';

const descriptor: WorkerDescriptor = {
  name: 'background',
  title: 'background removal',
  // The model stays loaded for a few minutes between runs, so the next image starts at once.
  idleMs: 5 * 60_000,
  // A failed run (a download cut off while offline, the runtime out of memory) gets a fresh worker:
  // ONNX Runtime's WASM instance cannot be started twice in one worker.
  restartAfterFailure: true,
  // ONNX Runtime Web and OffscreenCanvas need a browser: its real runs are tested in Chromium
  // (e2e/background-remover.spec.ts).
  runsUnderNode: false,
  // The models (Best 84 MB; Fast 42 MB, made at build from Best's) and the runtime are fetched on first
  // use, then kept for offline use.
  assets: [{ caching: 'first-use', plan: modelAssetPlan }],
  // ONNX Runtime imports its JavaScript glue from a blob: URL of our own copy (model-files.ts), as do
  // its thread workers, which inherit this policy.
  scriptSources: ['blob:'],
};

export default descriptor;
