// Background Remover: POST /api/remove-background?quality=fast|best, the `image` field's photo. The
// setting, its default, the one check, the query both ends use, the call and its answer (spec: one
// object, not a list), the model's files, and the engine operations (the run and its export).
import { queryCall } from './api-call';
import { engineOperation } from './engine-operation';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { checkChoice } from './setting-values';
import { DEFAULT_MAX_SIZE_MB, PHOTO_ACCEPT } from './upload-rules';

export const BACKGROUND_QUALITIES = ['fast', 'best'] as const;
export type BackgroundQuality = (typeof BACKGROUND_QUALITIES)[number];

export interface RemoveBackgroundSettings {
  quality: BackgroundQuality;
}

/**
 * Fast unless the person asks for Best: decided by the evaluation table (bench/RESULTS.md). Fast, the
 * 8-bit copy of the model, agrees with Best on 22 of the 23 photos at IoU ≥ 0.90, runs about twice as
 * quick (4.0 s against 7.7 s for a megapixel in Chromium) and is half the first download; Best
 * stays one click away for the hardest photos.
 */
export const defaultRemoveBackgroundSettings: RemoveBackgroundSettings = { quality: 'fast' };

/** Throws SettingsError for a quality there is no model for. */
export function checkBackgroundQuality(quality: string): BackgroundQuality {
  return checkChoice(quality, BACKGROUND_QUALITIES, 'Quality', (value) => `Unknown quality "${value}": use fast or best.`);
}

export function removeBackgroundQuery({ quality }: RemoveBackgroundSettings): Record<string, string> {
  return { quality };
}

export function readRemoveBackgroundQuery(query: URLSearchParams): RemoveBackgroundSettings {
  return { quality: checkBackgroundQuality(query.get('quality') ?? defaultRemoveBackgroundSettings.quality) };
}

/** The cut-out's size in pixels: the (upright) photo's own. */
export interface CutoutFacts {
  width: number;
  height: number;
}

/** The answer: the cut-out, a transparent PNG at the image's own size. */
export interface CutoutAnswer extends ResultItem, CutoutFacts {
  size: number;
}

/** Spec, second document §5 and §9: one JPG, PNG or WebP photo of up to 50 MB a call (a batch sends one call each). */
export const removeBackgroundCall = queryCall<RemoveBackgroundSettings, CutoutAnswer>({
  path: '/api/remove-background',
  files: { field: 'image', count: 'one', accept: PHOTO_ACCEPT, maxSizeMb: DEFAULT_MAX_SIZE_MB },
  defaults: defaultRemoveBackgroundSettings,
  toQuery: removeBackgroundQuery,
  fromQuery: readRemoveBackgroundQuery,
});

/** `photo.jpg` → `photo-no-bg.png`: the cut-out is named after its photo. */
export function cutoutFilename(inputName: string): string {
  const stem = inputName.replace(/\.[^./\\]+$/, '') || 'image';
  return `${stem}-no-bg.png`;
}

export type CutoutFormat = 'png' | 'webp';

// ── The model's files (the screen checks which are on the device; the engine loads them) ──
// Where the model and ONNX Runtime files live on our own origin. The folder is written at build
// from the background worker's descriptor (workers/background/model-resources.ts); its name carries
// both package versions, and workers/engines/background/background-assets.test.ts keeps the two in step.
export const BACKGROUND_ASSETS_PATH = '/vendor/heavy/background-removal/data-1.4.5_ort-1.30.0/';

/**
 * The model each quality runs; both read the photo stretched to ISNet's own 1024 × 1024, as it was
 * trained. Best: ISNet in 16-bit floats as the data package ships it (84 MB). Fast: the same network
 * quantised to 8 bits by our build (node/fast-cutout-model/), about half the download and
 * twice as quick, and on the evaluation set its cut-out agrees with Best's (bench/RESULTS.md).
 * (The data package's own 8-bit ISNet lost whole subjects on some outdoor photos; ours keeps the first
 * convolution and the head in 32 bits and was calibrated on photos outside the evaluation set.)
 */
export const BACKGROUND_MODEL_BY_QUALITY: Record<BackgroundQuality, string> = {
  best: 'isnet_fp16',
  fast: 'isnet_int8',
};

/** The side of the square the model reads, whatever the photo's proportions. */
export const MODEL_SIDE = 1024;

/** One file in <BACKGROUND_ASSETS_PATH>resources.json: its size and the chunks it is served in. */
export interface BackgroundResource {
  size: number;
  mime: string;
  /** Chunk file names relative to BACKGROUND_ASSETS_PATH, with their byte range in the whole file. */
  chunks: Array<{ name: string; offsets: [number, number] }>;
}

/** ONNX Runtime's CPU build: its WASM, then its JavaScript glue (the same for both qualities). */
export const BACKGROUND_RUNTIME_KEYS = [
  '/onnxruntime-web/ort-wasm-simd-threaded.wasm',
  '/onnxruntime-web/ort-wasm-simd-threaded.mjs',
] as const;

/** The resources.json keys a run of this quality fetches: its model, then the runtime. */
export function backgroundResourceKeys(quality: BackgroundQuality): string[] {
  return [`/models/${BACKGROUND_MODEL_BY_QUALITY[quality]}`, ...BACKGROUND_RUNTIME_KEYS];
}

// ── Engine operations (the background worker's engines implement them; handlers run them) ──

export interface ExportCutoutInput {
  /** The transparent PNG the model run produced. */
  png: Uint8Array;
  /** `#rrggbb`, or none to keep the background transparent. */
  background?: string;
  format: CutoutFormat;
}

/** One photo in, its cut-out out: a PNG with alpha at the (upright) photo's size, named after it. */
export const removeBackgroundOperation = toolOperation<RemoveBackgroundSettings, CutoutFacts>('background', 'removeBackground');
export const exportCutoutOperation = engineOperation<ExportCutoutInput, Uint8Array>('background', 'exportCutout');
