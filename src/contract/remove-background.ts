// Background Remover: POST /api/remove-background?quality=fast|best, and the export of its cut-out.
// The setting, its default, the one check, the query both ends use, and the answer.
import { engineOperation } from './engine-operation';
import type { ResultItem } from './results';
import { checkChoice } from './setting-values';

export const BACKGROUND_QUALITIES = ['fast', 'best'] as const;
export type BackgroundQuality = (typeof BACKGROUND_QUALITIES)[number];

export interface RemoveBackgroundSettings {
  quality: BackgroundQuality;
}

/** Fast unless the person asks for Best: its model is twice the download. */
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

/** The answer: the cut-out, a transparent PNG at the image's own size. */
export interface CutoutAnswer extends ResultItem {
  size: number;
  width: number;
  height: number;
}

export type CutoutFormat = 'png' | 'webp';

// ── The model's files (the screen checks which are on the device; the engine loads them) ──
// Where the model and ONNX Runtime files live on our own origin. The folder is written at build
// from the background worker's descriptor (workers/background/model-resources.ts); its name carries
// both package versions, and workers/engines/background/background-assets.test.ts keeps the two in step.
export const BACKGROUND_ASSETS_PATH = '/vendor/heavy/background-removal/data-1.4.5_ort-1.21.0/';

/** Fast: ISNet quantised to 8 bits (42 MB). Best: ISNet in 16-bit floats (84 MB). */
export const MODEL_BY_QUALITY: Record<BackgroundQuality, 'isnet_quint8' | 'isnet_fp16'> = {
  fast: 'isnet_quint8',
  best: 'isnet_fp16',
};

/** The resources.json keys one run of the given quality fetches: the model, then the CPU runtime. */
export function resourceKeysFor(quality: BackgroundQuality): string[] {
  return [
    `/models/${MODEL_BY_QUALITY[quality]}`,
    '/onnxruntime-web/ort-wasm-simd-threaded.wasm',
    '/onnxruntime-web/ort-wasm-simd-threaded.mjs',
  ];
}

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface RemoveBackgroundInput {
  name: string;
  type: string;
  bytes: Uint8Array;
  quality: BackgroundQuality;
}

export interface RemoveBackgroundResult {
  /** PNG with alpha, the size of the (upright) input. */
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ExportCutoutInput {
  /** The transparent PNG the model run produced. */
  png: Uint8Array;
  /** `#rrggbb`, or none to keep the background transparent. */
  background?: string;
  format: CutoutFormat;
}

export const removeBackgroundOperation = engineOperation<RemoveBackgroundInput, RemoveBackgroundResult>('background', 'removeBackground');
export const exportCutoutOperation = engineOperation<ExportCutoutInput, Uint8Array>('background', 'exportCutout');
