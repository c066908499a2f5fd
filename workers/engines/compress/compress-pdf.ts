import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { compressionLevels, compressionRecipes, type CompressionLevel } from '../../../src/contract/shrink-recipes';
import { shrinkPdf, type ShrinkResult } from './shrink-pdf';

export interface CompressInput {
  file: NamedPdf;
  level: CompressionLevel;
  /** Greyscale images only when the user asks for it. */
  grayscale?: boolean;
}

/** Compress PDF: the level's image recipe plus a full structural clean-up; never larger than the input. */
export async function compressPdf({ file, level, grayscale = false }: CompressInput, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  if (!compressionLevels.includes(level)) {
    throw new EngineError('bad-params', `Unknown compression level "${level}". Choose low, medium, high or extreme.`);
  }
  return shrinkPdf(file, { images: { ...compressionRecipes[level], grayscale } }, onProgress);
}
