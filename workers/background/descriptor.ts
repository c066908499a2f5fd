// The background remover's worker: ISNet on ONNX Runtime Web (@imgly/background-removal).
import type { WorkerDescriptor } from '../runtime/worker-descriptor';
import { modelAssetPlan } from './model-resources';

const descriptor: WorkerDescriptor = {
  name: 'background',
  title: 'background removal',
  // The model stays loaded for a few minutes between runs, so the next image starts at once.
  idleMs: 5 * 60_000,
  // @imgly/background-removal memoises its model loading, failed promise included (e.g. after a
  // download cut off while offline): only a fresh worker tries again.
  restartAfterFailure: true,
  // ONNX Runtime Web and OffscreenCanvas need a browser: its real runs are tested in Chromium
  // (e2e/background-remover.spec.ts).
  runsUnderNode: false,
  // The models (42 and 84 MB) and the runtime are fetched on first use, then kept for offline use.
  assets: [{ caching: 'first-use', plan: modelAssetPlan }],
  // Two things in @imgly/background-removal need more than 'self': it fetches ONNX Runtime's
  // JavaScript glue (ort-wasm-simd-threaded.mjs) from our origin itself and hands it to the runtime
  // as a blob: URL to import (the runtime's thread workers start from that same blob: URL and
  // inherit this policy); and the ndarray code bundled inside it builds its array classes with
  // `new Function` (library code, never user data).
  scriptSources: ["'unsafe-eval'", 'blob:'],
};

export default descriptor;
