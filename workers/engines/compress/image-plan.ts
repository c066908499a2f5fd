// Which images to re-encode, and how: pure decisions, so they are unit-tested without an engine.
import type { ImageRecipe } from '../../../src/contract/shrink-recipes';

export interface ImageFacts {
  width: number;
  height: number;
  bitsPerComponent: number;
  /** The stream's filters, e.g. ['FlateDecode'] or ['DCTDecode']. */
  filters: string[];
  /** Palette images: diagrams and screenshots, which JPEG smears. */
  indexed: boolean;
  /** A stencil mask (/ImageMask true), a colour-key mask (/Mask array) or a /Decode array. */
  maskOrDecode: boolean;
  /** The image is some other image's /SMask or /Mask: its values are transparency, not colour. */
  usedAsMask: boolean;
  /**
   * A soft mask whose values vary smoothly (a vignette, a feathered shadow): JPEG keeps that as well
   * as it keeps a grey photo, as Ghostscript's /ebook does. Hard-edged masks are left alone: JPEG
   * would ring along their edges. Sized by the images it masks (their shown size is its shown size).
   */
  smoothSoftMask?: boolean;
  /** Largest size the image is drawn at on any page, in points (1/72 inch); undefined if never drawn. */
  shownWidthPt?: number;
  shownHeightPt?: number;
}

export type ImagePlan =
  | { action: 'keep'; reason: string }
  | { action: 'reencode'; width: number; height: number; quality: number; grayscale: boolean; requiredSaving: number };

const BILEVEL_FILTERS = ['CCITTFaxDecode', 'JBIG2Decode'];
const MIN_PIXELS = 64 * 64;

export function planImage(image: ImageFacts, recipe: ImageRecipe): ImagePlan {
  if (image.usedAsMask && !image.smoothSoftMask) return { action: 'keep', reason: 'transparency mask' };
  if (image.maskOrDecode) return { action: 'keep', reason: 'mask or decode array (JPEG would change what shows through)' };
  if (image.bitsPerComponent < 8 || image.filters.some((filter) => BILEVEL_FILTERS.includes(filter))) {
    return { action: 'keep', reason: 'line art or bilevel scan (JPEG would blur it and grow it)' };
  }
  if (image.indexed) return { action: 'keep', reason: 'palette image (JPEG would smear its flat colours)' };
  if (image.width * image.height < MIN_PIXELS) return { action: 'keep', reason: 'too small to gain anything' };
  if (!image.shownWidthPt || !image.shownHeightPt) return { action: 'keep', reason: 'not drawn on any page' };

  const dpi = effectiveDpi(image);
  const scale = Math.min(1, recipe.targetDpi / dpi);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const downsampled = scale < 1;
  const isJpeg = image.filters.includes('DCTDecode');
  if (!downsampled && isJpeg && !recipe.reencodeJpegs) {
    return { action: 'keep', reason: `JPEG already at or below ${recipe.targetDpi} dpi` };
  }
  // A JPEG re-encoded at its own size must save a tenth to be worth a second generation of loss;
  // anything else only has to come out smaller.
  const requiredSaving = isJpeg && !downsampled ? 0.1 : 0;
  return { action: 'reencode', width, height, quality: recipe.quality, grayscale: recipe.grayscale, requiredSaving };
}

/** Pixels per inch at the largest size the image is shown (the lower of the two axes). */
export function effectiveDpi(image: Pick<ImageFacts, 'width' | 'height' | 'shownWidthPt' | 'shownHeightPt'>): number {
  return Math.min(image.width / (image.shownWidthPt! / 72), image.height / (image.shownHeightPt! / 72));
}
