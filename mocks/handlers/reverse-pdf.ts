import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { reversePdfCall, reversePdfOperation } from '../../src/contract/reverse-pdf';

/** POST /api/reverse-pdf — the PDF with its pages last page first. */
export default function reversePdfHandler(engines: LocalEngines) {
  return route(reversePdfCall, async (job) => storedItems((await runTool(engines, reversePdfOperation, job)).outputs));
}
