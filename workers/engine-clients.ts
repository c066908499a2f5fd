// The app's workers, one bridge each. Workers start on first use, not at page load.
import { WorkerBridge } from './bridge';
import type { DocumentApi } from './document-api';
import type { RenderApi } from './render-api';

export const documentEngine = new WorkerBridge<DocumentApi>(
  () => new Worker(new URL('./document.worker.ts', import.meta.url), { type: 'module', name: 'document-engine' }),
);

export const renderEngine = new WorkerBridge<RenderApi>(
  () => new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'render-engine' }),
);
