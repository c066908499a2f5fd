import type { LocalEngines } from '../local-engines';
import { previewPageAnswer } from '../preview-page-answer';
import { pageTextOperation } from '../../src/contract/page-text';

/** GET /api/previews/{id}/pages/{n}/text — the text lines of one page of a file kept for previews, with their look, for editing. */
export default function pageTextHandler(engines: LocalEngines) {
  return previewPageAnswer(engines, 'text', pageTextOperation);
}
