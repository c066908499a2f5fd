// Add Watermark: POST /api/add-watermark (ARCHITECTURE.md §3). The settings, their spec defaults and
// limits, the one check, how they travel (the query; an image watermark's picture as the form field
// `image`), the call and its answer, and the engine operations (the run, and the live preview).
import { defineCall, ONE_PDF_FILE, type SettingsRequest, type SettingsSource } from './api-call';
import { toolOperation } from './engine-job';
import { engineOperation } from './engine-operation';
import { EngineError } from './errors';
import type { NamedFile } from './named-file';
import { STAMP_FONT_FAMILIES, type StampFontFamily } from './stamp-fonts';
import { checkChoice, checkNumber, checkText, queryChoice, queryNumber, SettingsError, settingsQuery, type NumberRule } from './setting-values';
import type { StampAnswer, StampFacts, StampPreview, StampPreviewInput } from './stamp-results';
import { refuseUpload, type FileRules } from './upload-refusal';
import { DEFAULT_MAX_SIZE_MB } from './upload-rules';

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
  /** The picture of an image watermark (PNG or JPEG); only an image watermark has one. */
  image?: NamedFile;
}

// Spec, second document §9.
export const defaultWatermarkSettings: WatermarkSettings = {
  type: 'text', text: 'CONFIDENTIAL', font: 'Arial', color: '#000000', size: 24, scale: 100,
  position: 'center', opacity: 50, rotation: 0, layer: 'above', pages: 'all',
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** An image watermark without its picture (or with an empty one). */
export const CHOOSE_WATERMARK_IMAGE = 'Choose a PNG or JPEG image for the watermark.';

export function checkWatermarkSettings(settings: WatermarkSettings): WatermarkSettings {
  checkChoice(settings.type, WATERMARK_TYPES, 'Watermark type');
  checkChoice(settings.font, STAMP_FONT_FAMILIES, 'Font family');
  checkChoice(settings.position, WATERMARK_POSITIONS, 'Position');
  checkChoice(settings.layer, WATERMARK_LAYERS, 'Layer');
  for (const key of ['size', 'scale', 'opacity', 'rotation'] as const) checkNumber(settings[key], watermarkRules[key]);
  if (!HEX_COLOR.test(settings.color)) throw new SettingsError(`The colour must look like #1a2b3c, not "${settings.color}".`);
  checkText(settings.text, 'The watermark text', WATERMARK_TEXT_MAX_LENGTH);
  if (settings.type === 'text' && settings.text.trim() === '') throw new SettingsError('Enter the watermark text.');
  if (settings.type === 'image' && !settings.image) throw new SettingsError(CHOOSE_WATERMARK_IMAGE);
  return settings;
}

/** The watermark's picture: a PNG or JPEG up to the upload widget's default size (the screen's picker and the API check it). */
export const WATERMARK_IMAGE_RULES: FileRules = {
  accept: ['image/png', 'image/jpeg', 'image/jpg', '.png', '.jpg', '.jpeg'],
  maxSizeMb: DEFAULT_MAX_SIZE_MB,
};

/**
 * Why the picture cannot be a watermark, coded as an upload refusal (415 for another type, 413 for
 * too large), or nothing. A picture of another type is named in the words Folio has always used.
 */
function refuseWatermarkImage(image: { name: string; type: string; size: number }): EngineError | undefined {
  const refusal = refuseUpload(image, WATERMARK_IMAGE_RULES);
  if (!refusal) return undefined;
  return new EngineError(refusal.code, refusal.code === 'unsupported-type' ? notPngOrJpeg(image.name) : refusal.message);
}

/** A picture of another type, in the words the API and the engine have always used. */
export function notPngOrJpeg(name: string): string {
  return `${name} is not a PNG or JPEG image.`;
}

/** The settings besides the image, from the query. */
function readWatermarkQuery(query: URLSearchParams): Omit<WatermarkSettings, 'image'> {
  const fallback = defaultWatermarkSettings;
  return {
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
  };
}

/** The handler's reader: the query, and for an image watermark the `image` field, checked. */
export function readWatermarkSettings({ query, form }: SettingsSource): WatermarkSettings {
  const settings = readWatermarkQuery(query);
  if (settings.type !== 'image') return checkWatermarkSettings(settings);
  const image = form.get('image');
  if (!(image instanceof Blob)) return checkWatermarkSettings(settings);
  const named = { name: image instanceof File ? image.name : 'image', type: image.type, data: image };
  const refused = refuseWatermarkImage({ ...named, size: image.size });
  if (refused) throw refused;
  return checkWatermarkSettings({ ...settings, image: named });
}

/** The screen's side: the settings in the query, an image watermark's picture in the `image` field. */
export function writeWatermarkSettings({ image, ...settings }: WatermarkSettings): SettingsRequest {
  return { query: settingsQuery(settings), fields: { image: settings.type === 'image' && image ? imageBlob(image) : undefined } };
}

/** The picture as the form sends it: a File, so its name travels with it. */
function imageBlob({ name, type = '', data }: NamedFile): Blob {
  return data instanceof File && data.name === name ? data : new File([data as BlobPart], name, { type });
}

/** A watermarked file is named after its input: report.pdf → report-watermarked.pdf (and folio-watermarked.zip for several). */
export const WATERMARKED_SUFFIX = 'watermarked';

export const addWatermarkCall = defineCall<WatermarkSettings, StampAnswer>({
  path: '/api/add-watermark',
  files: ONE_PDF_FILE,
  defaults: defaultWatermarkSettings,
  write: writeWatermarkSettings,
  read: readWatermarkSettings,
});

/** The engine checks the settings again, reads the picture where it runs, and checks the pages. */
export const addWatermarkOperation = toolOperation<WatermarkSettings, StampFacts>('document', 'addWatermark');
/** The first watermarked page of a document the API keeps for previews, stamped as the run stamps it. */
export const previewWatermarkOperation = engineOperation<StampPreviewInput<WatermarkSettings>, StampPreview>('document', 'previewWatermark');
