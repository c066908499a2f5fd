// Background Remover: POST /api/remove-background?quality=fast|best, and the export of its cut-out.
import { engineOperation } from './engine-operation';

export const BACKGROUND_QUALITIES = ['fast', 'best'] as const;
export type BackgroundQuality = (typeof BACKGROUND_QUALITIES)[number];

export function isBackgroundQuality(value: string): value is BackgroundQuality {
  return (BACKGROUND_QUALITIES as readonly string[]).includes(value);
}

export type CutoutFormat = 'png' | 'webp';

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
