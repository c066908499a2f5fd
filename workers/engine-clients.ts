// The app's workers, one bridge each. Workers start on first use, not at page load.
import { WorkerBridge } from './bridge';
import type { DocumentApi } from './document-api';
import type { RenderApi } from './render-api';
import type { BackgroundApi } from './background-api';
import { restartAfterFailure } from './restart-after-failure';

// A WASM engine (MuPDF, qpdf) that crashed, e.g. out of memory, stays broken in its worker.
export const documentEngine = restartAfterFailure(new WorkerBridge<DocumentApi>(
  () => new Worker(new URL('./document.worker.ts', import.meta.url), { type: 'module', name: 'document-engine' }),
));

export const renderEngine = new WorkerBridge<RenderApi>(
  () => new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'render-engine' }),
);

// The model stays loaded for a few minutes between runs, so the next image starts at once.
const BACKGROUND_IDLE_MS = 5 * 60_000;

export const backgroundEngine = restartAfterFailure(new WorkerBridge<BackgroundApi>(
  () => new Worker(new URL('./background.worker.ts', import.meta.url), { type: 'module', name: 'background-engine' }),
  BACKGROUND_IDLE_MS,
));
