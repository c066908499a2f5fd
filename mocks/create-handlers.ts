import type { LocalEngines } from './local-engines';
import { mergePdfHandler } from './handlers/merge-pdf';
import { removeBackgroundHandler } from './handlers/remove-background';
import { downloadAllHandler, releaseResultsHandler, storedFileHandler } from './handlers/stored-files';

/** The whole local API (the spec's call table), answered in the page by these handlers. */
export function createHandlers(engines: LocalEngines) {
  return [
    mergePdfHandler(engines), removeBackgroundHandler(engines),
    downloadAllHandler(engines), storedFileHandler, releaseResultsHandler,
  ];
}
