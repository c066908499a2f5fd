// How engines declare what they serve: each operation function is tagged with the contract's
// operation, so a worker's name→function table is discovered from its engine folders instead of
// being written out by hand, and a name can never drift from the one the handlers call.
import type { EngineOperation } from '../../src/contract/engine-operation';
import type { ProgressCallback } from '../../src/contract/errors';
import type { EngineApi } from './engine-protocol';

/** `signal` is given where the engine runs in-process (Node); a browser worker is terminated on cancel instead. */
export type OperationFunction<Input, Output> = (input: Input, onProgress?: ProgressCallback, signal?: AbortSignal) => Promise<Output>;

const servesOperation = Symbol('folio.serves-operation');

export type ImplementedOperation<Input, Output> = OperationFunction<Input, Output> & {
  readonly [servesOperation]: EngineOperation<Input, Output>;
};

/**
 * Marks `run` as the engine side of `operation`. The function itself is returned, so engine tests
 * keep calling it directly (`splitPdf(job)`).
 */
export function implement<Input, Output>(
  operation: EngineOperation<Input, Output>,
  run: OperationFunction<Input, Output>,
): ImplementedOperation<Input, Output> {
  return Object.assign(run, { [servesOperation]: operation });
}

export function operationServedBy(value: unknown): EngineOperation<unknown, unknown> | undefined {
  if (typeof value !== 'function') return undefined;
  return (value as Partial<ImplementedOperation<unknown, unknown>>)[servesOperation];
}

/**
 * The table a worker serves: every tagged export of the given modules (an `import.meta.glob` of
 * its engine folders). An operation declared for another worker, or two functions for one name,
 * are mistakes that would otherwise surface as a wrong answer at run time, so they throw here.
 */
export function collectOperations(worker: string, modules: Record<string, unknown>): EngineApi {
  const table: EngineApi = {};
  const foundIn = new Map<string, string>();
  for (const [path, module] of Object.entries(modules)) {
    for (const value of Object.values(module as Record<string, unknown>)) {
      const operation = operationServedBy(value);
      if (!operation) continue;
      if (operation.worker !== worker) {
        throw new Error(`${path} implements ${operation.worker}/${operation.name}, but it is served by the ${worker} worker.`);
      }
      const earlier = foundIn.get(operation.name);
      if (earlier !== undefined && table[operation.name] !== value) {
        throw new Error(`Two implementations of ${worker}/${operation.name}: ${earlier} and ${path}.`);
      }
      foundIn.set(operation.name, path);
      table[operation.name] = value as EngineApi[string];
    }
  }
  return table;
}
