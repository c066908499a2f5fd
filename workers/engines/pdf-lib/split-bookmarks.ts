import type { NoSettings } from '../../../src/contract/api-call';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { splitBookmarksOperation, type SplitBookmarksAnswer } from '../../../src/contract/split-pdf';
import { implement } from '../../runtime/operations';
import { bookmarkStarts } from './bookmark-starts';
import { inlineNamedDestinations } from './named-destinations';
import { withPdf } from './with-pdf';

/** The deepest level Split by bookmarks offers. */
const DEEPEST_LEVEL = 3;

/** Where the bookmarks of levels 1–3 start: the screen counts the parts of each level before the split. */
export const splitBookmarks = implement(splitBookmarksOperation, async function splitBookmarks(job: EngineJob<NoSettings>): Promise<EngineResult<SplitBookmarksAnswer>> {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (source) => {
    inlineNamedDestinations(source);
    return { outputs: [], facts: { starts: bookmarkStarts(source, DEEPEST_LEVEL) } };
  });
});
