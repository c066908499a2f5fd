import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { splitPdfCall, splitPdfOperation } from '../../src/contract/split-pdf';

/** POST /api/split-pdf?mode=range&range=1-3,5 or ?mode=every&every=N — one item per part. */
export default function splitPdfHandler(engines: LocalEngines) {
  return route(splitPdfCall, async (job) => storedItems((await runTool(engines, splitPdfOperation, job)).outputs));
}
