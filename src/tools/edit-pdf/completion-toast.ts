import type { JobOutcome } from '../../components/use-batch';
import type { ResultItem } from '../../contract/results';
import { summarizeBatch } from '../../lib/batch-summary';

interface CompletionWords {
  /** One file: the toast's title and its sentence about the result. */
  done: string;
  doneText: (filename: string) => string;
  /** Several files: the title, and the count of those done ('3 files protected'). */
  batchTitle: string;
  batchDone: (count: number) => string;
}

/** Today's words for one file; for several, one summary ('3 files protected; 1 could not be read'). */
export function completionToast(outcomes: Array<JobOutcome<ResultItem>>, words: CompletionWords) {
  if (outcomes.length > 1) return { title: words.batchTitle, description: summarizeBatch(outcomes, words.batchDone) };
  return { title: words.done, description: words.doneText(outcomes[0].items[0].filename) };
}
