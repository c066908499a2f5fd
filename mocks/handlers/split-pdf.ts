import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { splitPdfCall, splitPdfOperation, type SplitAnswer } from '../../src/contract/split-pdf';

/** POST /api/split-pdf?mode=range&range=1-3,5, ?mode=every&every=N, bookmarks, size, equal, odd-even or blank — one item per part. */
export default function splitPdfHandler(engines: LocalEngines) {
  return route(splitPdfCall, async (job): Promise<SplitAnswer> => {
    const { outputs, facts } = await runTool(engines, splitPdfOperation, job);
    const overLimit = new Set(facts.overLimitParts);
    return (await storedItems(outputs)).map((item, index) => (overLimit.has(index) ? { ...item, overLimit: true } : item));
  });
}
