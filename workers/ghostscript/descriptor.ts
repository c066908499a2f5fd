// The Ghostscript worker: PDF/A through Ghostscript compiled to WebAssembly, with MuPDF to open
// damaged or encrypted files first.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';

const descriptor: WorkerDescriptor = {
  name: 'ghostscript',
  title: 'PDF/A',
  idleMs: 2 * 60_000,
  // A WASM engine that ran out of memory stays broken in its worker.
  restartAfterFailure: true,
  runsUnderNode: true,
  // Ghostscript's WebAssembly is 15 MB: fetched on first use, then kept for offline use.
  assets: [{ caching: 'first-use', plan: { copies: [{ from: '@okathira/ghostpdl-wasm/dist/gs.wasm', to: 'ghostscript/gs.wasm' }] } }],
  scriptSources: [],
};

export default descriptor;
