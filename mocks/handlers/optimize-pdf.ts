import type { LocalEngines } from '../local-engines';
import { optimizePdfCall, optimizePdfOperation } from '../../src/contract/optimize-pdf';
import { route } from '../route';
import { runTool } from '../run-tool';
import { shrinkAnswer } from '../shrink-response';

/** POST /api/optimize-pdf?level=&quality=&images=&fonts=&metadata=&annotations= — one PDF, optimized. */
export default function optimizePdfHandler(engines: LocalEngines) {
  // The user's own File goes to the worker, which reads it in place: the page never holds its bytes.
  return route(optimizePdfCall, async (job) => shrinkAnswer(await runTool(engines, optimizePdfOperation, job)));
}
