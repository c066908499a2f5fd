import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { extractPagesCall, extractPagesOperation } from '../../src/contract/extract-pages';

/** POST /api/extract-pages?pages=2,4-5[&individual=true] — those pages as one PDF, or one PDF each. */
export default function extractPagesHandler(engines: LocalEngines) {
  return route(extractPagesCall, async (job) => storedItems((await runTool(engines, extractPagesOperation, job)).outputs));
}
