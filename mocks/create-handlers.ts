import type { LocalEngines } from './local-engines';
import { mergePdfHandler } from './handlers/merge-pdf';
import { splitPdfHandler } from './handlers/split-pdf';
import { organizePdfHandler } from './handlers/organize-pdf';
import { removePagesHandler } from './handlers/remove-pages';
import { extractPagesHandler } from './handlers/extract-pages';
import { addPageNumbersHandler } from './handlers/add-page-numbers';
import { addWatermarkHandler } from './handlers/add-watermark';
import { removeBackgroundHandler } from './handlers/remove-background';
import { compressPdfHandler } from './handlers/compress-pdf';
import { optimizePdfHandler } from './handlers/optimize-pdf';
import { inspectPdfHandler, repairPdfHandler } from './handlers/repair-pdf';
import { previewHandlers } from './handlers/previews';
import { stampPreviewHandlers } from './handlers/stamp-previews';
import { backgroundOutputHandlers } from './handlers/background-output';
import { downloadAllHandler, releaseResultsHandler, storedFileHandler } from './handlers/stored-files';

/** The whole local API (the spec's call table), answered in the page by these handlers. */
export function createHandlers(engines: LocalEngines) {
  return [
    ...previewHandlers(engines),
    ...stampPreviewHandlers(engines),
    ...backgroundOutputHandlers(engines),
    mergePdfHandler(engines),
    splitPdfHandler(engines),
    organizePdfHandler(engines),
    removePagesHandler(engines),
    extractPagesHandler(engines),
    addPageNumbersHandler(engines),
    addWatermarkHandler(engines),
    removeBackgroundHandler(engines),
    compressPdfHandler(engines),
    optimizePdfHandler(engines),
    repairPdfHandler(engines),
    inspectPdfHandler(engines),
    downloadAllHandler(engines),
    storedFileHandler,
    releaseResultsHandler,
  ];
}
