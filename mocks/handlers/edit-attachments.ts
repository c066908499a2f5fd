import type { LocalEngines } from '../local-engines';
import { editAttachmentsCall, editAttachmentsOperation } from '../../src/contract/pdf-attachments';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/edit-attachments — the PDF with files attached and attachments removed. */
export default function editAttachmentsHandler(engines: LocalEngines) {
  return route(editAttachmentsCall, async (job) => storedItems((await runTool(engines, editAttachmentsOperation, job)).outputs));
}
