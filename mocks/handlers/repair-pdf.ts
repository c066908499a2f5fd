import type { LocalEngines } from '../local-engines';
import { repairPdfCall, repairPdfOperation } from '../../src/contract/repair-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';

/** POST /api/repair-pdf — one PDF, repaired; the item carries a report of what was found and fixed. */
export default function repairPdfHandler(engines: LocalEngines) {
  return route(repairPdfCall, async (job) => {
    const { outputs: [repaired], facts: { report } } = await runTool(engines, repairPdfOperation, job);
    return [{ ...storedItem(repaired), report }];
  });
}
