// The render worker: pdf.js, for page counts, thumbnails, page images and page texts.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';

const descriptor: WorkerDescriptor = {
  name: 'render',
  title: 'rendering',
  idleMs: 60_000,
  restartAfterFailure: false,
  runsUnderNode: true,
  assets: [{
    // pdf.js's character maps, standard fonts, colour profiles and wasm decoders: light, precached.
    caching: 'precache',
    plan: {
      copies: ['cmaps', 'standard_fonts', 'wasm', 'iccs'].map((folder) => ({ from: `pdfjs-dist/${folder}`, to: `pdfjs/${folder}` })),
    },
  }],
  scriptSources: [],
};

export default descriptor;
