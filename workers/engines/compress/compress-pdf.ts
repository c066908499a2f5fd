import type { ProgressCallback } from '../../../src/contract/errors';
import { compressionRecipes } from '../../../src/contract/shrink-recipes';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { shrinkPdf } from './shrink-pdf';
import type { ShrinkResult } from '../../../src/contract/shrink-result';
import { implement } from '../../runtime/operations';
import { checkCompressionLevel, compressPdfOperation, type CompressInput } from '../../../src/contract/compress-pdf';

/** Compress PDF: the level's image recipe plus a full structural clean-up; never larger than the input. */
export const compressPdf = implement(compressPdfOperation, async function compressPdf({ file, level, grayscale = false }: CompressInput, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  // Checked again here: the engine is called by more than the handler (tests, benchmarks).
  withSettingsChecked(() => checkCompressionLevel(level));
  return shrinkPdf(file, { images: { ...compressionRecipes[level], grayscale } }, onProgress);
});
