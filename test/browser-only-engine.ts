import type { EngineApi } from '../workers/engine-protocol';
import type { EngineRunner } from '../workers/engine-runner';
import { EngineError } from '../src/contract/errors';

/** An engine that cannot run under Node: every call fails with engine-failed, saying why. */
export function browserOnlyEngine<Api extends EngineApi>(name: string): EngineRunner<Api> {
  return {
    run: async () => {
      throw new EngineError('engine-failed', `The ${name} engine needs a browser (it is tested in Chromium).`);
    },
  };
}
