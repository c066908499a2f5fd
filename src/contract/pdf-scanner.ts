// Scan to PDF: the scan settings (spec, second document §3, §5, §9), the frame and the page
// quadrilateral, what a capture is cleaned with and the per-page edits: what the screen, the calls
// and the scanner worker share. Each call has its own module: scan-outline.ts (where the page is in a
// frame), scan-page.ts (a frame made a page), scan-export.ts (the pages as one file).
import { BUNDLED_OCR_LANGUAGE, type OcrLanguage } from './ocr-pdf';
import { checkNumber, SettingsError, type NumberRule } from './setting-values';

export const SCAN_RESOLUTIONS = [150, 300, 600, 1200] as const;
export type ScanResolution = (typeof SCAN_RESOLUTIONS)[number];
export const COLOR_MODES = ['color', 'grayscale', 'blackWhite'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const SCAN_FORMATS = ['pdf', 'jpg', 'png', 'tiff'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];
export const DOCUMENT_TYPES = ['document', 'photo', 'receipt', 'business_card', 'whiteboard', 'book'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const QUALITY_RULE: NumberRule = { label: 'Quality', min: 10, max: 100, step: 5 };
export const ADJUST_RULE: NumberRule = { label: 'Adjustment', min: -100, max: 100, step: 5 };
export const ZOOM_RULE: NumberRule = { label: 'Zoom', min: 50, max: 200, step: 25 };

export interface ScanSettings {
  resolution: ScanResolution;
  colorMode: ColorMode;
  format: ScanFormat;
  quality: number;
  documentType: DocumentType;
  autoEnhance: boolean;
  autoCrop: boolean;
  autoRotate: boolean;
  ocr: boolean;
  multiPage: boolean;
  noiseReduction: boolean;
  edgeEnhancement: boolean;
  backgroundRemoval: boolean;
  batchMode: boolean;
  sound: boolean;
  /** The language OCR reads the pages in (English is part of the offline app, the others come on first use). */
  ocrLanguage: OcrLanguage;
}

export const defaultScanSettings: ScanSettings = {
  resolution: 300,
  colorMode: 'color',
  format: 'pdf',
  quality: 85,
  documentType: 'document',
  autoEnhance: true,
  autoCrop: true,
  autoRotate: true,
  ocr: true,
  multiPage: true,
  noiseReduction: true,
  edgeEnhancement: true,
  backgroundRemoval: false,
  batchMode: false,
  sound: true,
  ocrLanguage: BUNDLED_OCR_LANGUAGE,
};

/** Camera constraints of the spec: ideally 1920 × 1080, the camera facing away from the user. */
export const CAMERA_IDEAL = { width: 1920, height: 1080 } as const;

export interface Point {
  x: number;
  y: number;
}

/** The page's corners in image pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** Raw pixels: four bytes a pixel (RGBA), rows without padding. */
export interface RawImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** The largest frame the scanner takes (a 50 MP photo); beyond it one scan would need gigabytes. */
export const MAX_SCAN_PIXELS = 50_000_000;

/** Throws when a frame of this size is too small to hold a page, or too large to scan. */
export function checkFrameSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new SettingsError('The image must be at least 16 × 16 pixels.');
  }
  if (width * height > MAX_SCAN_PIXELS) throw new SettingsError(`The image is larger than ${MAX_SCAN_PIXELS / 1_000_000} megapixels.`);
}

/** Throws when the pixels do not match the stated size, or the frame is empty or too large. */
export function checkRawImage(image: RawImage): RawImage {
  const { width, height, rgba } = image;
  checkFrameSize(width, height);
  if (rgba.length !== width * height * 4) throw new SettingsError(`Expected ${width * height * 4} bytes of RGBA pixels, got ${rgba.length}.`);
  return image;
}

/** What a capture is cleaned with: the scan settings the engine applies to one page. */
export type PageSettings = Pick<ScanSettings, 'colorMode' | 'documentType' | 'autoEnhance' | 'autoCrop' | 'autoRotate' | 'noiseReduction' | 'edgeEnhancement' | 'backgroundRemoval' | 'quality'>;

/** The page settings of the scan settings' defaults. */
export const defaultPageSettings: PageSettings = {
  colorMode: defaultScanSettings.colorMode,
  documentType: defaultScanSettings.documentType,
  autoEnhance: defaultScanSettings.autoEnhance,
  autoCrop: defaultScanSettings.autoCrop,
  autoRotate: defaultScanSettings.autoRotate,
  noiseReduction: defaultScanSettings.noiseReduction,
  edgeEnhancement: defaultScanSettings.edgeEnhancement,
  backgroundRemoval: defaultScanSettings.backgroundRemoval,
  quality: defaultScanSettings.quality,
};

// ── Per-page edits (Enhance tab) ──
export interface PageEdits {
  /** −100 to 100 step 5. */
  brightness: number;
  contrast: number;
  /** 0, 90, 180 or 270, clockwise. */
  rotation: number;
  /** Off: the frame as captured instead of the flattened page. */
  crop: boolean;
}

export const defaultPageEdits: PageEdits = { brightness: 0, contrast: 0, rotation: 0, crop: true };

export function checkPageEdits(edits: PageEdits): PageEdits {
  checkNumber(edits.brightness, { ...ADJUST_RULE, label: 'Brightness' });
  checkNumber(edits.contrast, { ...ADJUST_RULE, label: 'Contrast' });
  if (![0, 90, 180, 270].includes(edits.rotation)) throw new SettingsError('Rotation must be 0, 90, 180 or 270.');
  return edits;
}

/** The clockwise turn auto-rotate gave a page so its text stands upright (0 when off or upright). */
export type PageTurn = 0 | 90 | 180 | 270;
