// Where the background remover's model and ONNX Runtime files live on our own origin: the engine
// loads them from there, and the local API tells the screen whether they are already cached
// (GET /api/remove-background/model). The folder is written at build from the worker's descriptor
// (workers/background/model-resources.ts); its name carries both package versions, and
// workers/engines/background/background-assets.test.ts keeps the two in step.
import type { BackgroundQuality } from './remove-background';

export const BACKGROUND_ASSETS_PATH = '/vendor/heavy/background-removal/data-1.4.5_ort-1.21.0/';

/** Fast: ISNet quantised to 8 bits (42 MB). Best: ISNet in 16-bit floats (84 MB). */
export const MODEL_BY_QUALITY: Record<BackgroundQuality, 'isnet_quint8' | 'isnet_fp16'> = {
  fast: 'isnet_quint8',
  best: 'isnet_fp16',
};

/** The resources.json keys one run of the given quality fetches: the model, then the CPU runtime. */
export function resourceKeysFor(quality: BackgroundQuality): string[] {
  return [
    `/models/${MODEL_BY_QUALITY[quality]}`,
    '/onnxruntime-web/ort-wasm-simd-threaded.wasm',
    '/onnxruntime-web/ort-wasm-simd-threaded.mjs',
  ];
}
