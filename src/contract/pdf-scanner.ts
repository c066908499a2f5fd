// Scan to PDF: the scan settings (spec, second document §3, §5, §9), the page quadrilateral, and the
// scanner worker's operations (find the page, flatten and clean it, export a document).
import { engineOperation } from './engine-operation';
import { BUNDLED_OCR_LANGUAGE, checkOcrLanguages, type OcrLanguage, type OcrWord, type RecognizeImageResult } from './ocr-pdf';
import { checkChoice, checkNumber, SettingsError, type NumberRule } from './setting-values';

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

/** Throws when the pixels do not match the stated size, or the frame is empty or too large. */
export function checkRawImage(image: RawImage): RawImage {
  const { width, height, rgba } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new SettingsError('The image must be at least 16 × 16 pixels.');
  }
  if (width * height > MAX_SCAN_PIXELS) throw new SettingsError(`The image is larger than ${MAX_SCAN_PIXELS / 1_000_000} megapixels.`);
  if (rgba.length !== width * height * 4) throw new SettingsError(`Expected ${width * height * 4} bytes of RGBA pixels, got ${rgba.length}.`);
  return image;
}

/** What a capture is cleaned with: the scan settings the engine applies to one page. */
export type PageSettings = Pick<ScanSettings, 'colorMode' | 'documentType' | 'autoEnhance' | 'autoCrop' | 'autoRotate' | 'noiseReduction' | 'edgeEnhancement' | 'backgroundRemoval' | 'quality'>;

const PAGE_FLAGS = ['autoEnhance', 'autoCrop', 'autoRotate', 'noiseReduction', 'edgeEnhancement', 'backgroundRemoval'] as const;

/** The page's settings as a query; with `ocrLanguages`, the page is also read (OCR) in those languages. */
export function pageSettingsQuery(settings: PageSettings, corners?: Quad, ocrLanguages?: OcrLanguage[]): Record<string, string> {
  const query: Record<string, string> = {
    colorMode: settings.colorMode,
    documentType: settings.documentType,
    quality: String(settings.quality),
    flags: PAGE_FLAGS.filter((flag) => settings[flag]).join(','),
  };
  if (corners) query.corners = corners.map((point) => `${Math.round(point.x)},${Math.round(point.y)}`).join(';');
  if (ocrLanguages && ocrLanguages.length > 0) query.ocr = ocrLanguages.join('+');
  return query;
}

/** The languages to read the page in (`ocr=eng+deu`), or none when the query does not ask for OCR. */
export function readPageOcrQuery(query: URLSearchParams): OcrLanguage[] | undefined {
  const languages = query.get('ocr');
  return languages === null ? undefined : checkOcrLanguages(languages);
}

export function readPageSettingsQuery(query: URLSearchParams): { settings: PageSettings; corners?: Quad } {
  const flags = new Set((query.get('flags') ?? 'autoEnhance,autoCrop,autoRotate,noiseReduction,edgeEnhancement').split(',').filter(Boolean));
  const settings: PageSettings = {
    colorMode: checkChoice(query.get('colorMode') ?? defaultScanSettings.colorMode, COLOR_MODES, 'Colour mode'),
    documentType: checkChoice(query.get('documentType') ?? defaultScanSettings.documentType, DOCUMENT_TYPES, 'Document type'),
    quality: checkNumber(Number(query.get('quality') ?? defaultScanSettings.quality), QUALITY_RULE),
    autoEnhance: flags.has('autoEnhance'),
    autoCrop: flags.has('autoCrop'),
    autoRotate: flags.has('autoRotate'),
    noiseReduction: flags.has('noiseReduction'),
    edgeEnhancement: flags.has('edgeEnhancement'),
    backgroundRemoval: flags.has('backgroundRemoval'),
  };
  const cornersText = query.get('corners');
  return cornersText ? { settings, corners: readQuad(cornersText) } : { settings };
}

function readQuad(text: string): Quad {
  const points = text.split(';').map((pair) => pair.split(',').map(Number));
  if (points.length !== 4 || points.some((pair) => pair.length !== 2 || pair.some((value) => !Number.isFinite(value)))) {
    throw new SettingsError('Corners must be four x,y points separated by semicolons.');
  }
  return points.map(([x, y]) => ({ x, y })) as Quad;
}

/** The frame size the query names (the body holds its RGBA pixels). */
export function readFrameSize(query: URLSearchParams): { width: number; height: number } {
  const width = Number(query.get('width'));
  const height = Number(query.get('height'));
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new SettingsError('The frame needs its width and height in pixels.');
  }
  return { width, height };
}

// ── Per-page edits (Enhance tab) and the export ──
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

export interface ExportPage {
  /** The page as stored (JPEG), flattened or, with crop off, as captured. */
  jpeg: Uint8Array;
  edits: Pick<PageEdits, 'brightness' | 'contrast' | 'rotation'>;
  /** The words OCR found on this JPEG (its pixels), laid in a PDF export as invisible text. */
  words?: OcrWord[];
}

export interface ExportScanInput {
  name: string;
  format: ScanFormat;
  resolution: ScanResolution;
  quality: number;
  colorMode: ColorMode;
  pages: ExportPage[];
}

export interface ExportScanResult {
  bytes: Uint8Array;
  /** pdf, jpg, png, tiff, or zip for several JPG/PNG pages. */
  extension: string;
  mimeType: string;
}

/** The file's name: the document's, made safe, with the format's extension. */
export function exportFilename(documentName: string, extension: string): string {
  const stem = documentName.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'scan';
  return `${stem}.${extension}`;
}

// ── Engine operations (the scanner worker) ──
export interface ScanPageInput {
  image: RawImage;
  settings: PageSettings;
  /** Corners the user placed; without them the page is found in the image. */
  corners?: Quad;
}

export interface ScanPageResult {
  /** The corners used (found, placed, or the whole frame when no page was found or crop is off). */
  corners: Quad;
  /** Whether a page outline was found in the image (false: the whole frame was used). */
  detected: boolean;
  /** The clockwise turn auto-rotate gave the page so its text stands upright (0 when off or upright). */
  rotation: PageTurn;
  /** The flattened, cleaned page as JPEG at the quality setting. */
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export type PageTurn = 0 | 90 | 180 | 270;

/** The progress steps of a capture (spec §4: analyse, detect edges, auto-crop, enhance; OCR follows). */
export const SCAN_STEPS = ['analyse', 'detect', 'crop', 'enhance'] as const;

export interface DetectPageResult {
  corners: Quad | null;
}

export const detectPageOperation = engineOperation<RawImage, DetectPageResult>('scanner', 'detectPage');
export const scanPageOperation = engineOperation<ScanPageInput, ScanPageResult>('scanner', 'scanPage');
export const exportScanOperation = engineOperation<ExportScanInput, ExportScanResult>('scanner', 'exportScan');

/** The answer of POST /api/scan-page: the page stored as a result, with its corners. */
export interface ScanPageAnswer {
  url: string;
  filename: string;
  size: number;
  width: number;
  height: number;
  corners: Quad;
  detected: boolean;
  /** The clockwise turn auto-rotate applied. */
  rotation: PageTurn;
  /** When OCR was asked: the page's text and its words, boxes in the page's pixels. */
  ocr?: RecognizeImageResult;
}

/** The progress stage of the OCR step of a capture (after SCAN_STEPS). */
export const OCR_STEP = 'ocr';

// ── The export call: POST /api/scan-export, the pages as `page` JPEG fields, their edits as JSON ──
export type ExportSettings = Pick<ExportScanInput, 'name' | 'format' | 'resolution' | 'quality' | 'colorMode'>;

export function exportQuery(settings: ExportSettings): Record<string, string> {
  return { name: settings.name, format: settings.format, resolution: String(settings.resolution), quality: String(settings.quality), colorMode: settings.colorMode };
}

export function readExportQuery(query: URLSearchParams): ExportSettings {
  const resolution = Number(query.get('resolution') ?? defaultScanSettings.resolution);
  if (!(SCAN_RESOLUTIONS as readonly number[]).includes(resolution)) throw new SettingsError(`Resolution must be one of: ${SCAN_RESOLUTIONS.join(', ')}.`);
  return {
    name: (query.get('name') ?? 'Scan').slice(0, 120),
    format: checkChoice(query.get('format') ?? defaultScanSettings.format, SCAN_FORMATS, 'Format'),
    resolution: resolution as ScanResolution,
    quality: checkNumber(Number(query.get('quality') ?? defaultScanSettings.quality), QUALITY_RULE),
    colorMode: checkChoice(query.get('colorMode') ?? defaultScanSettings.colorMode, COLOR_MODES, 'Colour mode'),
  };
}

/** The most pages one export takes (each is decoded in memory). */
export const MAX_EXPORT_PAGES = 200;
