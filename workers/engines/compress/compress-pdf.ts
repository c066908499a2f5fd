import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { compressionRecipes } from '../../../src/contract/shrink-recipes';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import type { ShrinkFacts } from '../../../src/contract/shrink-result';
import { shrinkFile } from './shrink-pdf';
import { implement } from '../../runtime/operations';
import { checkCompressSettings, compressPdfOperation, type CompressSettings } from '../../../src/contract/compress-pdf';

/** Compress PDF: the level's image recipe plus a full structural clean-up; never larger than the input. */
export const compressPdf = implement(compressPdfOperation, async function compressPdf(job: EngineJob<CompressSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ShrinkFacts>> {
  // Checked again here: the engine is called by more than the handler (tests, benchmarks, workflows).
  const { level, grayscale } = withSettingsChecked(() => checkCompressSettings(job.settings));
  return shrinkFile(onlyFile(job), { images: { ...compressionRecipes[level], grayscale } }, 'compressed', onProgress);
});
