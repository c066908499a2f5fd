// The subject's mask for a photo: ISNet (16-bit weights, ONNX Runtime Web) in this worker, on this device.
import { openIsnet, type IsnetSession } from './isnet-session';
import { fetchModelFiles } from './model-files';
import { modelInputSize, probabilitiesToMask, toModelInput } from './model-input';
import type { BackgroundQuality } from '../../../src/contract/remove-background';

// One session for the life of the worker; a failed start is forgotten, so the next run tries again.
let session: Promise<IsnetSession> | undefined;

/**
 * Downloads (first use) and starts the model, reporting bytes of the download. Returns at once when it
 * is already running.
 */
export async function loadModel(onBytes: (done: number, total: number) => void): Promise<void> {
  session ??= fetchModelFiles(onBytes).then((bytes) => openIsnet(bytes, self.navigator.hardwareConcurrency || 4));
  try {
    await session;
  } catch (error) {
    session = undefined;
    throw error;
  }
}

/**
 * The subject's mask of `image` as a canvas at the model's input size (Best 1024², Fast about 512²
 * with the photo's proportions), whose alpha is the foreground; the caller scales it to the photo.
 */
export async function segmentSubject(image: ImageBitmap, quality: BackgroundQuality): Promise<OffscreenCanvas> {
  if (!session) throw new Error('the model is not loaded');
  const size = modelInputSize(quality, image.width, image.height);
  // Drawn by the browser's own scaler: no full-size copy of a large photo in JavaScript arrays.
  const input = new OffscreenCanvas(size.width, size.height);
  const inputContext = input.getContext('2d', { willReadFrequently: true })!;
  inputContext.imageSmoothingQuality = 'high';
  inputContext.drawImage(image, 0, 0, size.width, size.height);
  const pixels = inputContext.getImageData(0, 0, size.width, size.height).data;

  const probabilities = await (await session).segment(toModelInput(pixels, size), size);
  const mask = new OffscreenCanvas(size.width, size.height);
  mask.getContext('2d')!.putImageData(new ImageData(probabilitiesToMask(probabilities), size.width, size.height), 0, 0);
  return mask;
}
