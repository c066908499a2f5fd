import type { EngineRunner } from '../workers/engine-runner';
import type { DocumentApi } from '../workers/document-api';
import type { BackgroundApi } from '../workers/background-api';
import type { RenderApi } from '../workers/render-api';

/** The engines the handlers use: Web Workers in the app, in-process runners in the Node tests. */
export interface LocalEngines {
  documents: EngineRunner<DocumentApi>;
  /** pdf.js: page images and previews. */
  render: EngineRunner<RenderApi>;
  /** ONNX Runtime Web needs a browser: in Node tests this is a stand-in (see test/local-api.ts). */
  background: EngineRunner<BackgroundApi>;
}
