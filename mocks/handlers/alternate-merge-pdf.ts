import type { LocalEngines } from '../local-engines';
import { alternateMergePdfCall, alternateMergePdfOperation } from '../../src/contract/alternate-merge-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';

/** POST /api/alternate-merge-pdf?reverse=2 — every `file` field, pages taken in turn, becomes one PDF. */
export default function alternateMergePdfHandler(engines: LocalEngines) {
  return route(alternateMergePdfCall, async (job) => {
    const { outputs: [merged], facts } = await runTool(engines, alternateMergePdfOperation, job);
    return [{ ...storedItem(merged), ...facts }];
  });
}
