import type { LocalEngines } from '../local-engines';
import { compressPdfCall, compressPdfOperation } from '../../src/contract/compress-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { shrinkAnswer } from '../shrink-response';

/** POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true] — one PDF, made smaller (never larger). */
export default function compressPdfHandler(engines: LocalEngines) {
  // The user's own File goes to the worker, which reads it in place: the page never holds its bytes.
  return route(compressPdfCall, async (job) => shrinkAnswer(await runTool(engines, compressPdfOperation, job)));
}
