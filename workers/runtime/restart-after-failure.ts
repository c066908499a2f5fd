import type { WorkerBridge } from './bridge';
import type { EngineApi } from './engine-protocol';
import type { EngineRunner, RunOptions } from './engine-runner';
import { EngineError } from '../../src/contract/errors';

/**
 * A bridge whose worker is replaced after an engine failure. Some engines cannot start twice in one
 * worker (ONNX Runtime's WASM instance, e.g. after a model download cut off while offline); a fresh
 * worker tries again.
 * Errors about the input (corrupt, too large, …) keep the worker and its loaded model.
 */
export function restartAfterFailure<Api extends EngineApi = EngineApi>(bridge: WorkerBridge<Api>): EngineRunner<Api> {
  return {
    async run<M extends keyof Api & string>(method: M, input: Parameters<Api[M]>[0], options?: RunOptions): Promise<Awaited<ReturnType<Api[M]>>> {
      try {
        return await bridge.run(method, input, options);
      } catch (error) {
        if (!(error instanceof EngineError) || error.code === 'engine-failed') bridge.terminate();
        throw error;
      }
    },
  };
}
