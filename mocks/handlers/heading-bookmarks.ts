import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { headingBookmarksCall, headingBookmarksOperation } from '../../src/contract/pdf-bookmarks';

/** POST /api/pdf-bookmarks/headings — bookmarks made from the headings MuPDF finds, to edit before saving. */
export default function headingBookmarksHandler(engines: LocalEngines) {
  return route(headingBookmarksCall, async (job) => (await runTool(engines, headingBookmarksOperation, job)).facts);
}
