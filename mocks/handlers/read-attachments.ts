import type { LocalEngines } from '../local-engines';
import { readAttachmentsCall, readAttachmentsOperation } from '../../src/contract/pdf-attachments';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/read-attachments — the files a PDF carries, with names, sizes and descriptions. */
export default function readAttachmentsHandler(engines: LocalEngines) {
  return route(readAttachmentsCall, async (job) => ({ filename: job.files[0].name, ...(await runTool(engines, readAttachmentsOperation, job)).facts }));
}
