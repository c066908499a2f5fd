import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { overlayPdfCall, overlayPdfOperation } from '../../src/contract/overlay-pdf';

/** POST /api/overlay-pdf?layer=below&pages=first&fit=origin, the document then the overlay — the overlaid document. */
export default function overlayPdfHandler(engines: LocalEngines) {
  return route(overlayPdfCall, async (job) => storedItems((await runTool(engines, overlayPdfOperation, job)).outputs));
}
