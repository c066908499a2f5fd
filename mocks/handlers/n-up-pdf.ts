import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { nupPdfCall, nupPdfOperation } from '../../src/contract/n-up-pdf';

/** POST /api/n-up-pdf?perSheet=4&sheet=a4&orientation=auto&order=across&margin=5&gutter=3&border=false — the sheets as one PDF. */
export default function nupPdfHandler(engines: LocalEngines) {
  return route(nupPdfCall, async (job) => storedItems((await runTool(engines, nupPdfOperation, job)).outputs));
}
