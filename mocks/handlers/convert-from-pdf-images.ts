import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { pdfToImagesCall, pdfToImagesOperation } from '../../src/contract/pdf-to-images';

/** POST /api/convert-from-pdf?type=image&format=jpg|png|tiff|psd&dpi=150&quality=85&colour=colour&pages=… — an image per page, or a ZIP of them, or one TIFF. */
export default function convertFromPdfImagesHandler(engines: LocalEngines) {
  return route(pdfToImagesCall, async (job) => storedItems((await runTool(engines, pdfToImagesOperation, job)).outputs));
}
