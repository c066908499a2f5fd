// The linearize worker: qpdf, for Optimize PDF's fast web view. A worker of its own because qpdf can
// stall on a real-world file inside one synchronous call; only stopping its worker ends that, and
// the document worker, with the user's other files, must not be the one stopped.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';

const descriptor: WorkerDescriptor = {
  name: 'linearize',
  title: 'fast web view',
  idleMs: 60_000,
  // A WASM engine that failed (out of memory) stays broken in its worker.
  restartAfterFailure: true,
  runsUnderNode: true,
  assets: [{
    caching: 'precache',
    plan: { copies: [{ from: '@neslinesli93/qpdf-wasm/dist/qpdf.wasm', to: 'qpdf/qpdf.wasm' }] },
  }],
  scriptSources: [],
};

export default descriptor;
