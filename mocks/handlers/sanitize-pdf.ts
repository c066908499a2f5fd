import type { LocalEngines } from '../local-engines';
import { sanitizePdfCall, sanitizePdfOperation } from '../../src/contract/sanitize-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';

/** POST /api/sanitize-pdf?remove=… — the cleaned PDF, with what it carried before and after. */
export default function sanitizePdfHandler(engines: LocalEngines) {
  return route(sanitizePdfCall, async (job) => {
    const { outputs, facts } = await runTool(engines, sanitizePdfOperation, job);
    return outputs.map((output) => ({ ...storedItem(output), ...facts }));
  });
}
