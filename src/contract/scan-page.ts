// POST /api/scan-page?width=&height=&colorMode=&documentType=&quality=&flags=&corners=&ocr= — a frame
// made into a page: found, flattened, cleaned, turned upright and stored as a JPEG; with `ocr=eng+deu`
// also read (the fifth step). The settings, the query both ends use, the call, its answer and the
// scanner worker's operation.
import { queryCall } from './api-call';
import { engineOperation } from './engine-operation';
import { checkOcrLanguages, type OcrLanguage, type RecognizeImageResult } from './ocr-pdf';
import {
  COLOR_MODES, defaultPageSettings, DOCUMENT_TYPES, QUALITY_RULE, type PageSettings, type PageTurn, type Quad, type RawImage,
} from './pdf-scanner';
import { defaultFrameSize, FRAME_FILE, frameSizeQuery, readFrameSize, type FrameSize } from './scan-frame';
import { checkChoice, checkNumber, SettingsError } from './setting-values';

export interface ScanPageSettings extends FrameSize {
  /** What the page is cleaned with. */
  page: PageSettings;
  /** Corners the user placed (whole pixels); without them the page is found in the frame. */
  corners?: Quad;
  /** Read the finished page in these languages (OCR); not read without them. */
  ocrLanguages?: OcrLanguage[];
}

export const defaultScanPageSettings: ScanPageSettings = { ...defaultFrameSize, page: defaultPageSettings };

const PAGE_FLAGS = ['autoEnhance', 'autoCrop', 'autoRotate', 'noiseReduction', 'edgeEnhancement', 'backgroundRemoval'] as const;
const DEFAULT_FLAGS = PAGE_FLAGS.filter((flag) => defaultPageSettings[flag]).join(',');

/** The screen's query: the frame's size, the page's settings (its flags as one list), the corners and the OCR languages. */
export function scanPageQuery({ width, height, page, corners, ocrLanguages }: ScanPageSettings): Record<string, string> {
  const query: Record<string, string> = {
    ...frameSizeQuery({ width, height }),
    colorMode: page.colorMode,
    documentType: page.documentType,
    quality: String(page.quality),
    flags: PAGE_FLAGS.filter((flag) => page[flag]).join(','),
  };
  if (corners) query.corners = corners.map((point) => `${Math.round(point.x)},${Math.round(point.y)}`).join(';');
  if (ocrLanguages && ocrLanguages.length > 0) query.ocr = ocrLanguages.join('+');
  return query;
}

/** The handler's reader: a bad size, setting, corner list or language is a 400 naming it. */
export function readScanPageQuery(query: URLSearchParams): ScanPageSettings {
  const flags = new Set((query.get('flags') ?? DEFAULT_FLAGS).split(',').filter(Boolean));
  const page: PageSettings = {
    colorMode: checkChoice(query.get('colorMode') ?? defaultPageSettings.colorMode, COLOR_MODES, 'Colour mode'),
    documentType: checkChoice(query.get('documentType') ?? defaultPageSettings.documentType, DOCUMENT_TYPES, 'Document type'),
    quality: checkNumber(Number(query.get('quality') ?? defaultPageSettings.quality), QUALITY_RULE),
    autoEnhance: flags.has('autoEnhance'),
    autoCrop: flags.has('autoCrop'),
    autoRotate: flags.has('autoRotate'),
    noiseReduction: flags.has('noiseReduction'),
    edgeEnhancement: flags.has('edgeEnhancement'),
    backgroundRemoval: flags.has('backgroundRemoval'),
  };
  const corners = query.get('corners');
  const languages = query.get('ocr');
  return {
    ...readFrameSize(query),
    page,
    ...(corners ? { corners: readQuad(corners) } : {}),
    ...(languages === null ? {} : { ocrLanguages: checkOcrLanguages(languages) }),
  };
}

function readQuad(text: string): Quad {
  const points = text.split(';').map((pair) => pair.split(',').map(Number));
  if (points.length !== 4 || points.some((pair) => pair.length !== 2 || pair.some((value) => !Number.isFinite(value)))) {
    throw new SettingsError('Corners must be four x,y points separated by semicolons.');
  }
  return points.map(([x, y]) => ({ x, y })) as Quad;
}

/** The answer: the page stored as a result, with its corners. */
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

export const scanPageCall = queryCall<ScanPageSettings, ScanPageAnswer>({
  path: '/api/scan-page',
  files: FRAME_FILE,
  defaults: defaultScanPageSettings,
  toQuery: scanPageQuery,
  fromQuery: readScanPageQuery,
});

// ── The scanner worker's operation ──
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

/** The progress steps of a capture (spec §4: analyse, detect edges, auto-crop, enhance; OCR follows). */
export const SCAN_STEPS = ['analyse', 'detect', 'crop', 'enhance'] as const;

/** The progress stage of the OCR step of a capture (after SCAN_STEPS). */
export const OCR_STEP = 'ocr';

export const scanPageOperation = engineOperation<ScanPageInput, ScanPageResult>('scanner', 'scanPage');
