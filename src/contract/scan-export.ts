// POST /api/scan-export?name=&format=&resolution=&quality=&colorMode= — a scanned document's pages
// (JPEG, the `page` fields in order) with their edits (a JSON list, one per page) as one file named
// after the document; an optional `words` field (a JSON list: per page, the OCR words with their
// boxes in that page's pixels) becomes a PDF's invisible text layer. The settings, the call, its
// answer and the scanner worker's operation.
import { defineCall, type CallFiles } from './api-call';
import { engineOperation } from './engine-operation';
import type { OcrWord } from './ocr-pdf';
import {
  checkPageEdits, COLOR_MODES, defaultScanSettings, QUALITY_RULE, SCAN_FORMATS, SCAN_RESOLUTIONS,
  type PageEdits, type ScanResolution, type ScanSettings,
} from './pdf-scanner';
import type { ResultItem } from './results';
import { checkChoice, checkNumber, SettingsError } from './setting-values';
import { PDF_TOOL_MAX_SIZE_MB } from './upload-rules';

export type ExportSettings = Pick<ScanSettings, 'format' | 'resolution' | 'quality' | 'colorMode'> & {
  /** The document's name, which the file takes. */
  name: string;
};

export interface ScanExportSettings extends ExportSettings {
  /** One per page, in order; every page as scanned when absent. */
  edits?: PageEdits[];
  /** One list per page, in order; no text layer when absent. */
  words?: OcrWord[][];
}

export const defaultScanExportSettings: ScanExportSettings = {
  name: 'Scan', format: defaultScanSettings.format, resolution: defaultScanSettings.resolution,
  quality: defaultScanSettings.quality, colorMode: defaultScanSettings.colorMode,
};

/** The most pages one export takes (each is decoded in memory). */
export const MAX_EXPORT_PAGES = 200;

/** The pages, as the scanner made them: JPEGs of up to 100 MB each (a 50 MP page at the best quality stays far below). */
export const SCAN_PAGES: CallFiles = { field: 'page', count: 'many', accept: ['image/jpeg', '.jpg', '.jpeg'], maxSizeMb: PDF_TOOL_MAX_SIZE_MB };

export function exportQuery({ name, format, resolution, quality, colorMode }: ExportSettings): Record<string, string> {
  return { name, format, resolution: String(resolution), quality: String(quality), colorMode };
}

export function readExportQuery(query: URLSearchParams): ExportSettings {
  const resolution = Number(query.get('resolution') ?? defaultScanSettings.resolution);
  if (!(SCAN_RESOLUTIONS as readonly number[]).includes(resolution)) throw new SettingsError(`Resolution must be one of: ${SCAN_RESOLUTIONS.join(', ')}.`);
  return {
    name: (query.get('name') ?? defaultScanExportSettings.name).slice(0, 120),
    format: checkChoice(query.get('format') ?? defaultScanSettings.format, SCAN_FORMATS, 'Format'),
    resolution: resolution as ScanResolution,
    quality: checkNumber(Number(query.get('quality') ?? defaultScanSettings.quality), QUALITY_RULE),
    colorMode: checkChoice(query.get('colorMode') ?? defaultScanSettings.colorMode, COLOR_MODES, 'Colour mode'),
  };
}

export const EDITS_SHAPE = '"edits" must be a JSON list with one entry per page';
export const WORDS_SHAPE = '"words" must be a JSON list with one list of words ({text, box: {x0, y0, x1, y1}}) per page';

/** A form field's JSON list, or undefined when the field is absent. */
function jsonList(form: FormData, field: string, shape: string): unknown[] | undefined {
  const value = form.get(field);
  if (value === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: said below, as any other shape.
  }
  throw new SettingsError(`${shape}.`);
}

function readEdits(form: FormData): PageEdits[] | undefined {
  return jsonList(form, 'edits', EDITS_SHAPE)?.map((entry) => {
    const edits = (entry ?? {}) as Partial<PageEdits>;
    return checkPageEdits({ brightness: Number(edits.brightness), contrast: Number(edits.contrast), rotation: Number(edits.rotation), crop: edits.crop !== false });
  });
}

function readWords(form: FormData): OcrWord[][] | undefined {
  const pages = jsonList(form, 'words', WORDS_SHAPE);
  if (pages && !pages.every((words) => Array.isArray(words) && words.every(isWord))) throw new SettingsError(`${WORDS_SHAPE}.`);
  return pages as OcrWord[][] | undefined;
}

function isWord(value: unknown): value is OcrWord {
  const word = value as OcrWord;
  return typeof word?.text === 'string' && typeof word.box === 'object' && word.box !== null
    && [word.box.x0, word.box.y0, word.box.x1, word.box.y1].every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate));
}

/** The answer: the exported file, stored as a result. */
export type ScanExportAnswer = ResultItem;

export const scanExportCall = defineCall<ScanExportSettings, ScanExportAnswer>({
  path: '/api/scan-export',
  files: SCAN_PAGES,
  defaults: defaultScanExportSettings,
  write: ({ edits, words, ...settings }) => ({
    query: exportQuery(settings),
    fields: { edits: edits && JSON.stringify(edits), words: words && JSON.stringify(words) },
  }),
  read: ({ query, form }) => {
    const edits = readEdits(form);
    const words = readWords(form);
    return { ...readExportQuery(query), ...(edits ? { edits } : {}), ...(words ? { words } : {}) };
  },
});

// ── The scanner worker's operation ──
export interface ExportPage {
  /** The page as stored (JPEG), flattened or, with crop off, as captured. */
  jpeg: Uint8Array;
  edits: Pick<PageEdits, 'brightness' | 'contrast' | 'rotation'>;
  /** The words OCR found on this JPEG (its pixels), laid in a PDF export as invisible text. */
  words?: OcrWord[];
}

export interface ExportScanInput extends ExportSettings {
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

export const exportScanOperation = engineOperation<ExportScanInput, ExportScanResult>('scanner', 'exportScan');
