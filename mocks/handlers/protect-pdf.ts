import type { LocalEngines } from '../local-engines';
import { protectPdfCall, protectPdfOperation } from '../../src/contract/protect-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/protect-pdf — `file`, `userPassword`, `ownerPassword`; query print, copy, edit (true/false): the encrypted copy. */
export default function protectPdfHandler(engines: LocalEngines) {
  return route(protectPdfCall, async (job) => storedItems((await runTool(engines, protectPdfOperation, job)).outputs));
}
