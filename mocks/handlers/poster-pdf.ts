import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { posterPdfCall, posterPdfOperation } from '../../src/contract/poster-pdf';

/** POST /api/poster-pdf?paper=a4&orientation=portrait&overlap=10&margin=10&cutMarks=true&scale=100 — the tiles as one PDF. */
export default function posterPdfHandler(engines: LocalEngines) {
  return route(posterPdfCall, async (job) => storedItems((await runTool(engines, posterPdfOperation, job)).outputs));
}
