import type { LocalEngines } from '../local-engines';
import { previewPageAnswer } from '../preview-page-answer';
import { pageWordsOperation } from '../../src/contract/page-words';

/** GET /api/previews/{id}/pages/{n}/words — the words of one page of a file kept for previews, with their boxes. */
export default function pageWordsHandler(engines: LocalEngines) {
  return previewPageAnswer(engines, 'words', pageWordsOperation);
}
