// An engine operation as the contract names it: which worker runs it, under which name, and the
// types it takes and gives. Handlers call operations through it (`engines.run(splitPdfOperation, job)`);
// engines implement it (`implement(splitPdfOperation, async (job, onProgress) => …)` in workers/runtime),
// so the name is written once and both sides are type-checked against the same types.
export interface EngineOperation<Input, Output> {
  /** The worker that serves it: the folder name under workers/ (document, render, background, …). */
  readonly worker: string;
  /** Unique within its worker. */
  readonly name: string;
  /** Types only: never set. */
  readonly types?: { input: Input; output: Output };
}

export function engineOperation<Input, Output>(worker: string, name: string): EngineOperation<Input, Output> {
  return { worker, name };
}

export type OperationInput<Operation> = Operation extends EngineOperation<infer Input, unknown> ? Input : never;
export type OperationOutput<Operation> = Operation extends EngineOperation<unknown, infer Output> ? Output : never;
