import type { EngineRunner } from '../workers/engine-runner';
import type { DocumentApi } from '../workers/document-api';

/** The engines the handlers use: Web Workers in the app, in-process runners in the Node tests. */
export interface LocalEngines {
  documents: EngineRunner<DocumentApi>;
}
