// The compression levels and optimization presets, each a defined recipe. The screens' guides
// quote these numbers, so what the guide promises is what the engine does. The levels themselves,
// and the Custom settings, belong to the calls' contract modules (compress-pdf.ts, optimize-pdf.ts).
import type { CompressionLevel } from './compress-pdf';
import { defaultCustomSettings, type CustomSettings, type OptimizeLevel } from './optimize-pdf';

export interface ImageRecipe {
  /** Images shown at a higher effective resolution than this are downsampled to it. */
  targetDpi: number;
  /** JPEG quality (1–100) for re-encoded images. */
  quality: number;
  /**
   * Re-encode JPEG images that need no downsampling too, at `quality`, when that saves at least
   * a tenth of their size. Off for the gentle levels: re-encoding a JPEG loses detail again.
   */
  reencodeJpegs: boolean;
  grayscale: boolean;
}

export const compressionRecipes: Record<CompressionLevel, Omit<ImageRecipe, 'grayscale'>> = {
  low: { targetDpi: 200, quality: 85, reencodeJpegs: false },
  medium: { targetDpi: 150, quality: 75, reencodeJpegs: false },
  high: { targetDpi: 110, quality: 60, reencodeJpegs: true },
  extreme: { targetDpi: 72, quality: 45, reencodeJpegs: true },
};

export interface OptimizeRecipe {
  /** Undefined: images are left as they are. */
  images?: ImageRecipe;
  subsetFonts: boolean;
  removeMetadata: boolean;
  removeAnnotations: boolean;
  linearize: boolean;
}

export function optimizeRecipe(level: OptimizeLevel, custom: CustomSettings = defaultCustomSettings): OptimizeRecipe {
  switch (level) {
    case 'web':
      return { images: { targetDpi: 150, quality: 75, reencodeJpegs: false, grayscale: false }, subsetFonts: true, removeMetadata: false, removeAnnotations: false, linearize: true };
    case 'print':
      return { images: { targetDpi: 300, quality: 90, reencodeJpegs: false, grayscale: false }, subsetFonts: true, removeMetadata: false, removeAnnotations: false, linearize: false };
    case 'archive':
      return { images: { targetDpi: 96, quality: 50, reencodeJpegs: true, grayscale: false }, subsetFonts: true, removeMetadata: false, removeAnnotations: false, linearize: false };
    case 'custom':
      return {
        images: custom.images ? { targetDpi: 150, quality: custom.quality, reencodeJpegs: custom.quality <= 60, grayscale: false } : undefined,
        subsetFonts: custom.fonts,
        removeMetadata: custom.metadata,
        removeAnnotations: custom.annotations,
        linearize: false,
      };
  }
}
