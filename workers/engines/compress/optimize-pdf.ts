import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { optimizeRecipe } from '../../../src/contract/shrink-recipes';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import type { ShrinkFacts } from '../../../src/contract/shrink-result';
import { shrinkFile } from './shrink-pdf';
import { implement } from '../../runtime/operations';
import { checkOptimizeSettings, optimizePdfOperation, type OptimizeSettings } from '../../../src/contract/optimize-pdf';

/** Optimize PDF: a preset (web, print, archive) or the user's own settings. */
export const optimizePdf = implement(optimizePdfOperation, async function optimizePdf(job: EngineJob<OptimizeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ShrinkFacts>> {
  // Checked again here: the engine is called by more than the handler (tests, benchmarks, workflows).
  const { level, custom } = withSettingsChecked(() => checkOptimizeSettings(job.settings));
  return shrinkFile(onlyFile(job), optimizeRecipe(level, custom), 'optimized', onProgress);
});
