import type { LocalEngines } from '../local-engines';
import { optimizePdfCall, optimizePdfOperation } from '../../src/contract/optimize-pdf';
import { optimizeRecipe } from '../../src/contract/shrink-recipes';
import { withFastWebView } from '../fast-web-view';
import { route } from '../route';
import { runTool } from '../run-tool';
import { shrinkAnswer } from '../shrink-response';

/** POST /api/optimize-pdf?level=&quality=&images=&fonts=&metadata=&annotations= — one PDF, optimized. */
export default function optimizePdfHandler(engines: LocalEngines) {
  // The user's own File goes to the worker, which reads it in place: the page never holds its bytes.
  return route(optimizePdfCall, async (job) => {
    const optimized = await runTool(engines, optimizePdfOperation, job);
    const { linearize } = optimizeRecipe(job.settings.level, job.settings.custom);
    return shrinkAnswer(linearize ? await withFastWebView(engines, optimized, { ...job, original: job.files[0] }) : optimized);
  });
}
