// The background remover's calls besides the run itself:
// POST /api/remove-background/export?from={result url}&background=#rrggbb&format=png|webp makes a
// download from a stored cut-out (the model does not run again) and answers a new stored result;
// GET /api/remove-background/model?quality=fast|best says how large the model is and whether it is
// already on this device.
import { SettingsError, checkChoice } from './setting-values';
import type { CutoutFormat } from './remove-background';

export const CUTOUT_FORMATS: readonly CutoutFormat[] = ['png', 'webp'];

export interface CutoutExportSettings {
  /** The `url` of a stored cut-out. */
  from: string;
  /** `#rrggbb`, or undefined for transparent. */
  background?: string;
  format: CutoutFormat;
}

export function checkBackgroundColour(colour: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new SettingsError(`${colour} is not a colour like #ffffff.`);
  return colour;
}

export function readCutoutExportQuery(query: URLSearchParams): CutoutExportSettings {
  const from = query.get('from');
  if (!from) throw new SettingsError('From must name a stored cut-out (its url).');
  const background = query.get('background') || undefined;
  return {
    from,
    background: background === undefined ? undefined : checkBackgroundColour(background),
    format: checkChoice(query.get('format') ?? 'png', CUTOUT_FORMATS, 'Format'),
  };
}

export function cutoutExportQuery({ from, background, format }: CutoutExportSettings): Record<string, string> {
  return { from, format, ...(background ? { background } : {}) };
}

/** The answer of the export call: a stored result like any other. */
export interface CutoutExportAnswer {
  filename: string;
  url: string;
  size: number;
}

/** The answer of the model call. `bytes` is absent when the model's file list cannot be read. */
export interface ModelAvailabilityAnswer {
  bytes?: number;
  /** Every file of the model and runtime is in the cache: a run needs no download. */
  onDevice: boolean;
}

/** `photo-no-bg.png` → `photo-no-bg.webp`. */
export function exportFilename(cutoutName: string, format: CutoutFormat): string {
  return cutoutName.replace(/\.png$/, '') + `.${format}`;
}
