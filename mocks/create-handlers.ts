import type { LocalEngines } from './local-engines';
import { mergePdfHandler } from './handlers/merge-pdf';
import { downloadAllHandler, releaseResultsHandler, storedFileHandler } from './handlers/stored-files';
import { compressPdfHandler } from './handlers/compress-pdf';
import { optimizePdfHandler } from './handlers/optimize-pdf';
import { inspectPdfHandler, repairPdfHandler } from './handlers/repair-pdf';

/** The whole local API (the spec's call table), answered in the page by these handlers. */
export function createHandlers(engines: LocalEngines) {
  return [
    mergePdfHandler(engines), downloadAllHandler(engines), storedFileHandler, releaseResultsHandler,
    compressPdfHandler(engines), optimizePdfHandler(engines), repairPdfHandler(engines), inspectPdfHandler(engines),
  ];
}
