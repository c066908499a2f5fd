import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { readBookmarksCall, readBookmarksOperation } from '../../src/contract/pdf-bookmarks';

/** POST /api/pdf-bookmarks/read — the file's bookmarks as a tree, and its page count. */
export default function readBookmarksHandler(engines: LocalEngines) {
  return route(readBookmarksCall, async (job) => (await runTool(engines, readBookmarksOperation, job)).facts);
}
