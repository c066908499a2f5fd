import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { bookletPdfCall, bookletPdfOperation } from '../../src/contract/booklet-pdf';

/** POST /api/booklet-pdf?mode=booklet&binding=left&sheet=source&creep=0 — the sides in print order, as one PDF. */
export default function bookletPdfHandler(engines: LocalEngines) {
  return route(bookletPdfCall, async (job) => storedItems((await runTool(engines, bookletPdfOperation, job)).outputs));
}
