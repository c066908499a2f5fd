import type { EngineResult } from '../src/contract/engine-job';
import type { ShrinkAnswerItem } from '../src/contract/shrink-actions';
import type { ShrinkFacts } from '../src/contract/shrink-result';
import { storedItem } from './stored-item';

/**
 * Compress and Optimize answer alike: the stored file, both sizes and what was done. A kept original
 * is the user's own file, stored as it is (a Blob made of a Blob shares its data, nothing is copied).
 */
export function shrinkAnswer({ outputs: [output], facts }: EngineResult<ShrinkFacts>): ShrinkAnswerItem[] {
  const item = storedItem(output);
  return [{ ...item, size: item.size ?? 0, pages: output.pages ?? 0, ...facts }];
}
