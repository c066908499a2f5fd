import type { OperationRunner } from '../workers/runtime/operation-runner';

/**
 * The engines the handlers use: `engines.run(someOperation, input, { signal, onProgress })`, which
 * the operation's worker answers. Web Workers in the app (workers/runtime/browser-engines.ts),
 * in-process runners in the Node tests (test/setup/local-api.ts).
 */
export type LocalEngines = OperationRunner;
