import type { EngineResult } from '../src/contract/engine-job';
import type { StampAnswer, StampFacts } from '../src/contract/stamp-results';
import { storedItem } from './stored-item';

/** Page numbers and watermark answer alike: the stamped PDF, and how many of its pages got the stamp. */
export function stampAnswer({ outputs, facts }: EngineResult<StampFacts>): StampAnswer {
  return outputs.map((output) => ({ ...storedItem(output), stampedPages: facts.stampedPages.length }));
}
