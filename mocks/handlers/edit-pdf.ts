import type { LocalEngines } from '../local-engines';
import { editPdfCall, editPdfOperation } from '../../src/contract/edit-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/edit-pdf — `file`, `edits` (JSON: items, pages, flatten…), `image-<id>` per new image item: the edited PDF. */
export default function editPdfHandler(engines: LocalEngines) {
  return route(editPdfCall, async (job) => storedItems((await runTool(engines, editPdfOperation, job)).outputs));
}
