// The document worker: pdf-lib (merge, split, pages, stamps, images to PDF), MuPDF (repair, compress,
// optimize and the safety net of every tool), mozjpeg, qpdf, fflate (ZIPs) and the image decoders (utif2, libwebp).
import type { WorkerDescriptor } from '../runtime/worker-descriptor';

// Stamp fonts: the regular WOFF of each Unicode subset; the engine picks files by the ranges in
// each package's unicode.json (workers/engines/stamps/font-catalog.ts).
const stampFonts = ['arimo', 'tinos', 'cousine', 'noto-sans'].map((typeface) => ({
  from: `@fontsource/${typeface}/files`, to: 'fonts', only: /-400-normal\.woff$/,
}));

const descriptor: WorkerDescriptor = {
  name: 'document',
  title: 'document',
  idleMs: 60_000,
  // Two files of a batch at once: pdf-lib and MuPDF hold about one file's working set each, and two
  // workers use both cores of a small machine (bench/RESULTS.md: the 50-file compress batch).
  instances: 2,
  // A WASM engine (MuPDF, qpdf) that crashed, e.g. out of memory, stays broken in its worker.
  restartAfterFailure: true,
  runsUnderNode: true,
  assets: [{
    // Core engines, precached: every PDF tool falls back to MuPDF to repair a damaged file, so it
    // must work offline from the first visit.
    caching: 'precache',
    plan: {
      copies: [
        { from: 'mupdf/dist/mupdf-wasm.wasm', to: 'mupdf/mupdf-wasm.wasm' },
        // mozjpeg: the JPEG encoder of Compress and Optimize.
        { from: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', to: 'mozjpeg/mozjpeg_enc.wasm' },
        // qpdf: linearization for Optimize PDF's web level.
        { from: '@neslinesli93/qpdf-wasm/dist/qpdf.wasm', to: 'qpdf/qpdf.wasm' },
        // libwebp's decoder: WebP images for Convert to PDF.
        { from: '@jsquash/webp/codec/dec/webp_dec.wasm', to: 'webp/webp_dec.wasm' },
        ...stampFonts,
      ],
    },
  }],
  scriptSources: [],
};

export default descriptor;
