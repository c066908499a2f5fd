// Background removal: the photo's subject kept, everything else made transparent, at the photo's
// own resolution. The model (ISNet on ONNX Runtime Web) runs in this worker, on this device; its
// files come from our own origin.
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import type { NamedFile } from '../../../src/contract/named-file';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { loadModel, segmentSubject } from './segment-subject';
import { implement } from '../../runtime/operations';
import {
  checkBackgroundQuality, cutoutFilename, removeBackgroundOperation, type CutoutFacts, type RemoveBackgroundSettings,
} from '../../../src/contract/remove-background';

/**
 * Up to this many pixels the cut-out is made at full resolution. Beyond it the browser would need
 * several hundred MB for one canvas; such a photo gets a clear error instead of a crashed tab.
 */
export const MAX_PIXELS = 64_000_000;

/**
 * Progress comes in two kinds: `download` counts bytes of the model and runtime (first use only);
 * `process` counts these steps: 0 reading the image, 1 model starting (after the download, if any),
 * 2 model running, 3 cutting out, 4 done.
 */
export const PROCESS_STEPS = 4;

export const removeBackground = implement(removeBackgroundOperation, async function removeBackground(job: EngineJob<RemoveBackgroundSettings>, onProgress?: ProgressCallback): Promise<EngineResult<CutoutFacts>> {
  // Checked again here: the engine is called by more than the handler (workflows, the evaluation).
  const quality = withSettingsChecked(() => checkBackgroundQuality(job.settings.quality));
  const file = onlyFile(job);
  onProgress?.(0, PROCESS_STEPS, 'process');
  const image = await decodeUpright(file);
  try {
    onProgress?.(1, PROCESS_STEPS, 'process');
    await loadModel(quality, (done, total) => onProgress?.(done, total, 'download')).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EngineError('engine-failed', self.navigator.onLine
        ? `The model could not be started: ${reason}`
        : 'The model is not on this device yet and the device is offline: connect once to download it; it is then kept for offline use.');
    });
    onProgress?.(2, PROCESS_STEPS, 'process');
    const mask = await segmentSubject(image, quality);
    onProgress?.(3, PROCESS_STEPS, 'process');
    const png = await cutOut(image, mask);
    onProgress?.(PROCESS_STEPS, PROCESS_STEPS, 'process');
    return { outputs: [{ name: cutoutFilename(file.name), type: 'image/png', data: png }], facts: { width: image.width, height: image.height } };
  } finally {
    image.close();
  }
});

/** Decodes the image the way it is meant to be seen: EXIF orientation applied. The user's File is read in place. */
async function decodeUpright({ name, type, data }: NamedFile): Promise<ImageBitmap> {
  let image: ImageBitmap;
  try {
    const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
    image = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    throw new EngineError('corrupt', `${name} could not be read as an image. It may be damaged.`, { fileIndex: 0 });
  }
  if (image.width * image.height > MAX_PIXELS) {
    const megapixels = Math.round((image.width * image.height) / 1e6);
    image.close();
    throw new EngineError('too-large', `${name} has ${megapixels} megapixels; the most Folio can cut out is ${MAX_PIXELS / 1e6}.`, { fileIndex: 0 });
  }
  return image;
}

/**
 * The photo's own pixels, with the mask scaled up to the photo by the browser's bilinear scaler as
 * their alpha: only the mask was computed at the model's size, never the photo itself.
 */
async function cutOut(image: ImageBitmap, mask: OffscreenCanvas): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  context.globalCompositeOperation = 'destination-in';
  context.imageSmoothingQuality = 'high';
  context.drawImage(mask, 0, 0, image.width, image.height);
  return canvas.convertToBlob({ type: 'image/png' });
}
