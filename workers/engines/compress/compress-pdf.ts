import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { compressionLevels, compressionRecipes } from '../../../src/contract/shrink-recipes';
import { shrinkPdf } from './shrink-pdf';
import type { ShrinkResult } from '../../../src/contract/shrink-result';
import { implement } from '../../runtime/operations';
import { compressPdfOperation, type CompressInput } from '../../../src/contract/compress-pdf';

/** Compress PDF: the level's image recipe plus a full structural clean-up; never larger than the input. */
export const compressPdf = implement(compressPdfOperation, async function compressPdf({ file, level, grayscale = false }: CompressInput, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  if (!compressionLevels.includes(level)) {
    throw new EngineError('bad-params', `Unknown compression level "${level}". Choose low, medium, high or extreme.`);
  }
  return shrinkPdf(file, { images: { ...compressionRecipes[level], grayscale } }, onProgress);
});
