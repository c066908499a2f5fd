// Add Watermark: the settings, their spec defaults and limits, and how they travel in the query
// string of POST /api/add-watermark (the image travels as the form field `image`).
import { STAMP_FONT_FAMILIES, type StampFontFamily } from './stamp-fonts';
import { checkChoice, checkNumber, checkText, queryChoice, queryNumber, SettingsError, type NumberRule } from './setting-values';
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { PreviewSource, StampPreview, StampResult } from './stamp-results';

export const WATERMARK_TYPES = ['text', 'image'] as const;
export const WATERMARK_POSITIONS = ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right', 'tiled'] as const;
export const WATERMARK_LAYERS = ['above', 'below'] as const;

export const watermarkRules = {
  size: { label: 'The font size', min: 8, max: 72 },
  scale: { label: 'The image scale', min: 10, max: 200, step: 5 },
  opacity: { label: 'The opacity', min: 10, max: 100, step: 5 },
  rotation: { label: 'The rotation', min: -180, max: 180, step: 5 },
} satisfies Record<string, NumberRule>;

export const WATERMARK_TEXT_MAX_LENGTH = 200;

export interface WatermarkSettings {
  type: (typeof WATERMARK_TYPES)[number];
  text: string;
  font: StampFontFamily;
  /** #rrggbb */
  color: string;
  size: number;
  /** Percent of the image's natural size (see the engine for what 100 % means). */
  scale: number;
  position: (typeof WATERMARK_POSITIONS)[number];
  /** Percent. */
  opacity: number;
  /** Degrees, counter-clockwise. */
  rotation: number;
  layer: (typeof WATERMARK_LAYERS)[number];
  /** 'all', 'skip-first', or page ranges such as '1-3, 5'. */
  pages: string;
}

// Spec, second document §9.
export const defaultWatermarkSettings: WatermarkSettings = {
  type: 'text', text: 'CONFIDENTIAL', font: 'Arial', color: '#000000', size: 24, scale: 100,
  position: 'center', opacity: 50, rotation: 0, layer: 'above', pages: 'all',
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function checkWatermarkSettings(settings: WatermarkSettings): WatermarkSettings {
  checkChoice(settings.type, WATERMARK_TYPES, 'Watermark type');
  checkChoice(settings.font, STAMP_FONT_FAMILIES, 'Font family');
  checkChoice(settings.position, WATERMARK_POSITIONS, 'Position');
  checkChoice(settings.layer, WATERMARK_LAYERS, 'Layer');
  for (const key of ['size', 'scale', 'opacity', 'rotation'] as const) checkNumber(settings[key], watermarkRules[key]);
  if (!HEX_COLOR.test(settings.color)) throw new SettingsError(`The colour must look like #1a2b3c, not "${settings.color}".`);
  checkText(settings.text, 'The watermark text', WATERMARK_TEXT_MAX_LENGTH);
  if (settings.type === 'text' && settings.text.trim() === '') throw new SettingsError('Enter the watermark text.');
  return settings;
}

export function readWatermarkQuery(query: URLSearchParams): WatermarkSettings {
  const fallback = defaultWatermarkSettings;
  return checkWatermarkSettings({
    type: queryChoice(query, 'type', fallback.type, WATERMARK_TYPES, 'Watermark type'),
    text: checkText(query.get('text') ?? fallback.text, 'The watermark text', WATERMARK_TEXT_MAX_LENGTH),
    font: queryChoice(query, 'font', fallback.font, STAMP_FONT_FAMILIES, 'Font family'),
    color: query.get('color') ?? fallback.color,
    size: queryNumber(query, 'size', fallback.size, watermarkRules.size),
    scale: queryNumber(query, 'scale', fallback.scale, watermarkRules.scale),
    position: queryChoice(query, 'position', fallback.position, WATERMARK_POSITIONS, 'Position'),
    opacity: queryNumber(query, 'opacity', fallback.opacity, watermarkRules.opacity),
    rotation: queryNumber(query, 'rotation', fallback.rotation, watermarkRules.rotation),
    layer: queryChoice(query, 'layer', fallback.layer, WATERMARK_LAYERS, 'Layer'),
    pages: query.get('pages') ?? fallback.pages,
  });
}

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface WatermarkInput {
  file: NamedPdf;
  settings: WatermarkSettings;
  /** PNG or JPEG, for an image watermark (the contract's `image` field). */
  image?: NamedPdf;
}

export interface WatermarkPreviewInput {
  source: PreviewSource;
  settings: WatermarkSettings;
  image?: NamedPdf;
}

export const addWatermarkOperation = engineOperation<WatermarkInput, StampResult>('document', 'addWatermark');
export const previewWatermarkOperation = engineOperation<WatermarkPreviewInput, StampPreview>('document', 'previewWatermark');
