// The engines as the local API sees them: one `run(operation, input, options)` that finds the
// worker serving the operation. Browser (Web Workers) and Node tests (in-process) differ only in
// the runners they hand in.
import type { EngineOperation } from '../../src/contract/engine-operation';
import { EngineError } from '../../src/contract/errors';
import type { EngineRunner, RunOptions } from './engine-runner';

export interface OperationRunner {
  run<Input, Output>(operation: EngineOperation<Input, Output>, input: Input, options?: RunOptions): Promise<Output>;
}

/** `runners` by worker name (the descriptors' `name`). */
export function dispatchByWorker(runners: Record<string, EngineRunner>): OperationRunner {
  return {
    async run<Input, Output>(operation: EngineOperation<Input, Output>, input: Input, options?: RunOptions): Promise<Output> {
      const runner = runners[operation.worker];
      if (!runner) throw new EngineError('engine-failed', `There is no ${operation.worker} engine to run ${operation.name}.`);
      return runner.run(operation.name, input, options) as Promise<Output>;
    },
  };
}
