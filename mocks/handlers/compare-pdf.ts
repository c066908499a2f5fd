import type { LocalEngines } from '../local-engines';
import { comparePdfCall, comparePdfOperation } from '../../src/contract/compare-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/compare-pdf — two `file` fields, before then after: the differences, page by page. */
export default function comparePdfHandler(engines: LocalEngines) {
  return route(comparePdfCall, async (job) => (await runTool(engines, comparePdfOperation, job)).facts);
}
