// The scanner's worker: OpenCV compiled to WebAssembly (@techstark/opencv-js) finds the page,
// flattens and cleans it; mozjpeg, pdf-lib and fflate write the exports.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';

const descriptor: WorkerDescriptor = {
  name: 'scanner',
  title: 'scanner',
  // The live outline calls it a few times a second while the camera runs; OpenCV takes a few
  // seconds to start, so it stays loaded a while between scans.
  idleMs: 3 * 60_000,
  // An Emscripten heap that ran out of memory stays broken.
  restartAfterFailure: true,
  runsUnderNode: true,
  assets: [
    // OpenCV is one 11 MB script (its .wasm inside): fetched when the scanner is first used, then kept.
    { caching: 'first-use', plan: { copies: [{ from: '@techstark/opencv-js/dist/opencv.js', to: 'opencv/opencv-4.12.0-release.1.js' }] } },
    // mozjpeg's decoder (the export reads the stored pages); its encoder is the document worker's copy.
    { caching: 'precache', plan: { copies: [{ from: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm', to: 'mozjpeg/mozjpeg_dec.wasm' }] } },
  ],
  // OpenCV's UMD script is evaluated from its text (a module worker cannot importScripts it).
  scriptSources: ["'unsafe-eval'"],
};

export default descriptor;
