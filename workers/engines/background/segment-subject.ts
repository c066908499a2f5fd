// Runs ISNet through @imgly/background-removal and answers the subject's mask at the model's own size.
import { preload, segmentForeground, type Config } from '@imgly/background-removal';
import { BACKGROUND_ASSETS_PATH, MODEL_BY_QUALITY, type BackgroundQuality } from '../../../src/contract/remove-background';

/**
 * ISNet's input size: the library stretches every image to 1024 × 1024 before inference (it does
 * not keep the aspect ratio). We hand it exactly that, drawn by the browser's own scaler, so the
 * library never holds a full-size copy of a large photo in JavaScript arrays.
 */
export const MODEL_SIDE = 1024;

/** Library progress as it reports it: `fetch:<resource key>` with bytes, or `compute:<step>`. */
export type LibraryProgress = (key: string, current: number, total: number) => void;

// The library keeps one loaded model per configuration (memoised on the JSON of the config, so
// functions are left out of the key) and keeps calling the progress callback of the FIRST call
// that loaded it. One stable callback that forwards to the current run's listener fixes that.
let currentListener: LibraryProgress | undefined;
const forwardProgress: LibraryProgress = (key, current, total) => currentListener?.(key, current, total);

function configFor(quality: BackgroundQuality): Config {
  return {
    // Our own origin, never the library's default CDN.
    publicPath: new URL(BACKGROUND_ASSETS_PATH, self.location.origin).href,
    model: MODEL_BY_QUALITY[quality],
    device: 'cpu',
    // The mask comes back at the input's size (1024²); we scale it to the photo ourselves.
    rescale: false,
    output: { format: 'image/x-rgba8' },
    progress: forwardProgress,
  };
}

/**
 * Downloads (first use) and starts the model for a quality. The library keeps it loaded for the
 * life of this worker, so this returns at once when it is already running.
 */
export async function loadModel(quality: BackgroundQuality, onLibraryProgress: LibraryProgress): Promise<void> {
  currentListener = onLibraryProgress;
  try {
    await preload(configFor(quality));
  } finally {
    currentListener = undefined;
  }
}

/** The subject's mask of `image` as a 1024 × 1024 canvas whose alpha is the model's foreground. */
export async function segmentSubject(image: ImageBitmap, quality: BackgroundQuality): Promise<OffscreenCanvas> {
  const input = new OffscreenCanvas(MODEL_SIDE, MODEL_SIDE);
  const inputContext = input.getContext('2d', { willReadFrequently: true })!;
  inputContext.imageSmoothingQuality = 'high';
  inputContext.drawImage(image, 0, 0, MODEL_SIDE, MODEL_SIDE);
  const pixels = inputContext.getImageData(0, 0, MODEL_SIDE, MODEL_SIDE).data;
  // Raw RGBA with its size in the type: the library's own uncompressed input format.
  const raw = new Blob([pixels.buffer as ArrayBuffer], { type: `image/x-rgba8;width=${MODEL_SIDE};height=${MODEL_SIDE}` });

  const segmented = await segmentForeground(raw, configFor(quality));
  const rgba = new Uint8ClampedArray(await segmented.arrayBuffer());
  if (rgba.length !== MODEL_SIDE * MODEL_SIDE * 4) {
    throw new Error(`the model answered ${rgba.length} bytes, not a ${MODEL_SIDE}² mask`);
  }
  makeCertainForegroundOpaque(rgba);
  const mask = new OffscreenCanvas(MODEL_SIDE, MODEL_SIDE);
  mask.getContext('2d')!.putImageData(new ImageData(rgba, MODEL_SIDE, MODEL_SIDE), 0, 0);
  return mask;
}

/**
 * The library turns the model's 0…1 foreground probability into a byte by truncating `p × 255`, and
 * the sigmoid output never reaches 1, so the most certain foreground comes out as 254: the subject
 * would be 99.6 % opaque everywhere. Rescale 0…254 to 0…255 (Uint8ClampedArray rounds and clamps).
 */
function makeCertainForegroundOpaque(rgba: Uint8ClampedArray): void {
  for (let index = 3; index < rgba.length; index += 4) rgba[index] = (rgba[index] * 255) / 254;
}
