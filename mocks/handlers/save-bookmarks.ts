import type { LocalEngines } from '../local-engines';
import { saveBookmarksCall, saveBookmarksOperation } from '../../src/contract/pdf-bookmarks';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/pdf-bookmarks (the tree as JSON in the `bookmarks` field) — the PDF with exactly those bookmarks. */
export default function saveBookmarksHandler(engines: LocalEngines) {
  return route(saveBookmarksCall, async (job) => storedItems((await runTool(engines, saveBookmarksOperation, job)).outputs));
}
