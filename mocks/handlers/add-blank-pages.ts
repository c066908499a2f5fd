import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';
import { addBlankPagesCall, addBlankPagesOperation } from '../../src/contract/add-blank-pages';

/** POST /api/add-blank-pages?position=after-every — the PDF with its blank pages, and how many were added. */
export default function addBlankPagesHandler(engines: LocalEngines) {
  return route(addBlankPagesCall, async (job) => {
    const { outputs: [output], facts } = await runTool(engines, addBlankPagesOperation, job);
    return [{ ...storedItem(output), ...facts }];
  });
}
