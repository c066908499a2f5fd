import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';
import { convertToPdfaOperation, pdfToPdfaCall } from '../../src/contract/pdf-to-pdfa';

/**
 * POST /api/convert-from-pdf?type=pdfa&level=1b|2b|3b — one PDF (an encrypted one with its password
 * beside it) as PDF/A, with what was changed. Other types of the call are left to their own handlers.
 */
export default function pdfToPdfaHandler(engines: LocalEngines) {
  return route(pdfToPdfaCall, async (job) => {
    const { outputs: [converted], facts: { changes } } = await runTool(engines, convertToPdfaOperation, job);
    return [{ ...storedItem(converted), level: job.settings.level, changes }];
  });
}
