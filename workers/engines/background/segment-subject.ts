// The subject's mask for a photo: ISNet (Best 16-bit, Fast 8-bit; ONNX Runtime Web) in this worker, on this device.
import { openIsnet, type IsnetSession } from './isnet-session';
import { fetchModelFiles } from './model-files';
import { MODEL_INPUT_SIZE, probabilitiesToMask, toModelInput } from './model-input';
import type { BackgroundQuality } from '../../../src/contract/remove-background';

// One session per quality for the life of the worker; a failed start is forgotten, so the next run tries again.
const sessions = new Map<BackgroundQuality, Promise<IsnetSession>>();

/**
 * Downloads (first use) and starts the quality's model, reporting bytes of the download. Returns at
 * once when it is already running.
 */
export async function loadModel(quality: BackgroundQuality, onBytes: (done: number, total: number) => void): Promise<void> {
  const session = sessions.get(quality) ?? fetchModelFiles(quality, onBytes).then((bytes) => openIsnet(bytes, self.navigator.hardwareConcurrency || 4));
  sessions.set(quality, session);
  try {
    await session;
  } catch (error) {
    // Only this failed start: a retry may have put a newer one in its place meanwhile.
    if (sessions.get(quality) === session) sessions.delete(quality);
    throw error;
  }
}

/**
 * The subject's mask of `image` as a canvas at the model's input size (1024²), whose alpha is the
 * foreground; the caller scales it to the photo.
 */
export async function segmentSubject(image: ImageBitmap, quality: BackgroundQuality): Promise<OffscreenCanvas> {
  const session = sessions.get(quality);
  if (!session) throw new Error('the model is not loaded');
  const size = MODEL_INPUT_SIZE;
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
