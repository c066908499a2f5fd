import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { optimizeRecipe, type OptimizeLevel } from '../../../src/contract/shrink-recipes';
import { shrinkPdf } from './shrink-pdf';
import type { ShrinkResult } from '../../../src/contract/shrink-result';
import { implement } from '../../runtime/operations';
import { optimizePdfOperation, type OptimizeInput } from '../../../src/contract/optimize-pdf';

const levels: OptimizeLevel[] = ['web', 'print', 'archive', 'custom'];

/** Optimize PDF: a preset (web, print, archive) or the user's own settings. */
export const optimizePdf = implement(optimizePdfOperation, async function optimizePdf({ file, level, custom }: OptimizeInput, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  if (!levels.includes(level)) throw new EngineError('bad-params', `Unknown optimization level "${level}". Choose web, print, archive or custom.`);
  if (custom && (custom.quality < 10 || custom.quality > 100 || custom.quality % 5 !== 0)) {
    throw new EngineError('bad-params', 'Image quality must be between 10 and 100, in steps of 5.');
  }
  return shrinkPdf(file, optimizeRecipe(level, custom), onProgress);
});
