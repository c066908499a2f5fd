import type { ProgressCallback } from '../../../src/contract/errors';
import { optimizeRecipe } from '../../../src/contract/shrink-recipes';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { shrinkPdf } from './shrink-pdf';
import type { ShrinkResult } from '../../../src/contract/shrink-result';
import { implement } from '../../runtime/operations';
import { checkCustomSettings, checkOptimizeLevel, optimizePdfOperation, type OptimizeInput } from '../../../src/contract/optimize-pdf';

/** Optimize PDF: a preset (web, print, archive) or the user's own settings. */
export const optimizePdf = implement(optimizePdfOperation, async function optimizePdf({ file, level, custom }: OptimizeInput, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  // Checked again here: the engine is called by more than the handler (tests, benchmarks).
  withSettingsChecked(() => {
    checkOptimizeLevel(level);
    if (custom) checkCustomSettings(custom);
  });
  return shrinkPdf(file, optimizeRecipe(level, custom), onProgress);
});
