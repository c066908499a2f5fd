// ISNet on ONNX Runtime Web (WASM, CPU threads): one session per model. The app's models read
// 1024 × 1024, the size they were traced at; Node's tests and bench rewrite them for other sizes first
// (node/isnet-any-size.ts).
import * as ort from 'onnxruntime-web';
import type { InputSize } from './model-input';

export interface IsnetSession {
  /** Foreground probabilities (0…1), one per pixel of `size`, for the model input `input`. */
  segment(input: Float32Array, size: InputSize): Promise<Float32Array>;
}

/**
 * Starts the model from its file's bytes. Threads: as many as the device has cores (ONNX Runtime's
 * own default is half of them). The runtime's files must be set up in `ort.env.wasm` first where it
 * cannot find them itself (the browser: see model-files.ts).
 */
export async function openIsnet(modelBytes: Uint8Array, threads: number): Promise<IsnetSession> {
  ort.env.wasm.numThreads = threads;
  const session = await ort.InferenceSession.create(modelBytes, {
    executionProviders: ['wasm'],
    graphOptimizationLevel: 'all',
    // Errors only: the optimiser's notes on constants it folds are not for the console.
    logSeverityLevel: 3,
  });
  const [inputName] = session.inputNames;
  const [outputName] = session.outputNames;
  return {
    async segment(input, { width, height }) {
      // Only the final mask is asked for: the runtime then skips what only the side outputs need.
      const results = await session.run({ [inputName]: new ort.Tensor('float32', input, [1, 3, height, width]) }, [outputName]);
      return results[outputName].data as Float32Array;
    },
  };
}
