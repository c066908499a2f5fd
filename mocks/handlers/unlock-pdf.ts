import type { LocalEngines } from '../local-engines';
import { unlockPdfCall, unlockPdfOperation } from '../../src/contract/unlock-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/unlock-pdf — `file` and its `password-0` (none for a file with only an owner password): the copy without protection. */
export default function unlockPdfHandler(engines: LocalEngines) {
  return route(unlockPdfCall, async (job) => storedItems((await runTool(engines, unlockPdfOperation, job)).outputs));
}
