import type { LocalEngines } from '../local-engines';
import { pageLabelsCall, pageLabelsOperation } from '../../src/contract/page-labels';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/page-labels (ranges in the `labels` field) — the PDF with those page labels. */
export default function pageLabelsHandler(engines: LocalEngines) {
  return route(pageLabelsCall, async (job) => storedItems((await runTool(engines, pageLabelsOperation, job)).outputs));
}
