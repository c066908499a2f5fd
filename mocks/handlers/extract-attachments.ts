import type { LocalEngines } from '../local-engines';
import { extractAttachmentsCall, extractAttachmentsOperation } from '../../src/contract/pdf-attachments';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/extract-attachments?ids=… — the attached files as they were put in. */
export default function extractAttachmentsHandler(engines: LocalEngines) {
  return route(extractAttachmentsCall, async (job) => storedItems((await runTool(engines, extractAttachmentsOperation, job)).outputs));
}
