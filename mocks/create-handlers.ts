import type { LocalEngines } from './local-engines';
import { mergePdfHandler } from './handlers/merge-pdf';
import { splitPdfHandler } from './handlers/split-pdf';
import { organizePdfHandler } from './handlers/organize-pdf';
import { removePagesHandler } from './handlers/remove-pages';
import { extractPagesHandler } from './handlers/extract-pages';
import { downloadAllHandler, releaseResultsHandler, storedFileHandler } from './handlers/stored-files';

/** The whole local API (the spec's call table), answered in the page by these handlers. */
export function createHandlers(engines: LocalEngines) {
  return [
    mergePdfHandler(engines),
    splitPdfHandler(engines),
    organizePdfHandler(engines),
    removePagesHandler(engines),
    extractPagesHandler(engines),
    downloadAllHandler(engines),
    storedFileHandler,
    releaseResultsHandler,
  ];
}
