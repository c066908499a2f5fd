import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { splitBookmarksCall, splitBookmarksOperation } from '../../src/contract/split-pdf';

/** POST /api/split-pdf/bookmarks — where the bookmarks start, so Split by bookmarks can count its parts first. */
export default function splitBookmarksHandler(engines: LocalEngines) {
  return route(splitBookmarksCall, async (job) => (await runTool(engines, splitBookmarksOperation, job)).facts);
}
