import type { EngineRunner } from '../workers/runtime/engine-runner';
import { EngineError } from '../src/contract/errors';

/** An engine that cannot run under Node: every call fails with engine-failed, saying why. */
export function browserOnlyEngine(name: string): EngineRunner {
  return {
    run: async () => {
      throw new EngineError('engine-failed', `The ${name} engine needs a browser (run it in the app, in a browser).`);
    },
  };
}
