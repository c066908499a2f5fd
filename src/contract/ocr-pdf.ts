// OCR: POST /api/convert-from-pdf?type=ocr&lang=eng+deu&pages=skip-text&hocr=false&rotate=false&deskew=false
// A scanned PDF, or images (several become one PDF, one page each), made searchable: the original
// pages untouched, with an invisible text layer where tesseract found the words. The settings, their
// defaults, the one check, the query both ends use, the call, its answer, and the engine operations.
import { queryCall, type CallFiles } from './api-call';
import { CONVERT_FROM_PDF_PATH } from './convert-from-pdf';
import { toolOperation } from './engine-job';
import { engineOperation } from './engine-operation';
import type { ResultItem } from './results';
import { checkChoice, SettingsError } from './setting-values';
import { PDF_ACCEPT, PDF_TOOL_MAX_SIZE_MB, type UploadRules } from './upload-rules';

/** The worker that reads text (workers/ocr/): its engine is fetched on first use, as the offline panel says. */
export const OCR_WORKER = 'ocr';

/** Tesseract's language codes the app offers; English is part of the offline app, the others come on first use. */
export const OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'ita', 'por', 'nld', 'pol', 'chi_sim', 'jpn', 'ara', 'hin'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
export const BUNDLED_OCR_LANGUAGE: OcrLanguage = 'eng';
/** Recognising with more models at once gets slow and memory-hungry on a phone. */
export const MAX_OCR_LANGUAGES = 3;

/** Where the language files live on our origin (written at build from the ocr worker's descriptor). */
export function ocrLanguagePath(language: OcrLanguage): string {
  return language === BUNDLED_OCR_LANGUAGE ? '/vendor/tesseract/lang/' : '/vendor/heavy/tesseract/lang/';
}
export function ocrLanguageFile(language: OcrLanguage): string {
  return `${ocrLanguagePath(language)}${language}.traineddata.gz`;
}

/**
 * Pages are rendered at most at this resolution for tesseract (OCRmyPDF's and tesseract's sweet
 * spot), a scan at its own resolution up to it; pages that are not scans at it.
 */
export const OCR_DPI = 300;
/**
 * A coarser scan is drawn at this resolution all the same: tesseract misreads small letters below it
 * (measured on scans of two-column papers at 100 and 150 ppi: drawn at 200 dpi, they read as well as
 * at 300 and no worse than OCRmyPDF, which reads them at their own).
 */
export const OCR_MIN_DPI = 200;
/** An image larger than this (in pixels) is refused rather than risk running the device out of memory. */
export const OCR_MAX_IMAGE_PIXELS = 100_000_000;

export const OCR_PAGE_MODES = ['skip-text', 'force'] as const;
export type OcrPageMode = (typeof OCR_PAGE_MODES)[number];

export interface OcrSettings {
  languages: OcrLanguage[];
  /** skip-text: pages that already have text are left alone; force: every page is recognised. */
  pages: OcrPageMode;
  /** Also answer the hOCR of the recognised pages. */
  hocr: boolean;
  /** Turn pages whose text runs sideways or upside down upright (tesseract's orientation detection). */
  rotate: boolean;
  /** Straighten pages scanned at a slant (the angle of tesseract's text lines). */
  deskew: boolean;
}

export const defaultOcrSettings: OcrSettings = { languages: ['eng'], pages: 'skip-text', hocr: false, rotate: false, deskew: false };

/** Orientation detection below this confidence is a guess: the page is left as it is (OCRmyPDF's default threshold). */
export const OCR_ROTATE_MIN_CONFIDENCE = 14;
/** Slants smaller than this (degrees) are left alone: straightening them changes nothing a reader sees. */
export const OCR_DESKEW_MIN_DEGREES = 0.3;

/** The images OCR takes besides PDFs. */
export const OCR_IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png', '.tif', '.tiff', '.webp', 'image/jpeg', 'image/png', 'image/tiff', 'image/webp'];
export const OCR_ACCEPT = [...PDF_ACCEPT, ...OCR_IMAGE_ACCEPT];
/** Most images one PDF is made of: each is drawn into the one document in memory. */
export const OCR_MAX_IMAGES = 10;
/** PDFs (each read on its own) and images (together made one PDF), up to ten a pick, more by adding. */
export const OCR_UPLOAD: UploadRules = { accept: OCR_ACCEPT, maxFiles: 10, maxSizeMb: PDF_TOOL_MAX_SIZE_MB };
/** A request: one PDF, or up to OCR_MAX_IMAGES images made one PDF, in the order sent. */
export const OCR_FILES: CallFiles = { field: 'file', count: 'many', accept: OCR_ACCEPT, maxSizeMb: PDF_TOOL_MAX_SIZE_MB };

/** Whether a file is a PDF (read as it is) rather than an image (made a page of one PDF). */
export function isOcrPdf(file: { name: string; type?: string }): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** `eng+deu` → ['eng', 'deu']; unknown, repeated or too many languages are refused. */
export function checkOcrLanguages(text: string): OcrLanguage[] {
  const codes = text.split('+').map((code) => code.trim()).filter(Boolean);
  if (codes.length === 0) throw new SettingsError('Choose at least one language.');
  if (codes.length > MAX_OCR_LANGUAGES) throw new SettingsError(`Choose at most ${MAX_OCR_LANGUAGES} languages.`);
  const languages = codes.map((code) => checkChoice(code, OCR_LANGUAGES, 'Language', (value) => `Unknown OCR language "${value}": use ${OCR_LANGUAGES.join(', ')}.`));
  return [...new Set(languages)];
}

function checkFlag(text: string | null, fallback: boolean, label: string): boolean {
  if (text === null) return fallback;
  if (text !== 'true' && text !== 'false') throw new SettingsError(`${label} must be true or false, not "${text}".`);
  return text === 'true';
}

export function ocrQuery({ languages, pages, hocr, rotate, deskew }: OcrSettings): Record<string, string> {
  return { lang: languages.join('+'), pages, hocr: String(hocr), rotate: String(rotate), deskew: String(deskew) };
}

export function readOcrQuery(query: URLSearchParams): OcrSettings {
  return {
    languages: checkOcrLanguages(query.get('lang') ?? defaultOcrSettings.languages.join('+')),
    pages: checkChoice(query.get('pages') ?? defaultOcrSettings.pages, OCR_PAGE_MODES, 'Pages'),
    hocr: checkFlag(query.get('hocr'), defaultOcrSettings.hocr, 'hOCR'),
    rotate: checkFlag(query.get('rotate'), defaultOcrSettings.rotate, 'Rotate'),
    deskew: checkFlag(query.get('deskew'), defaultOcrSettings.deskew, 'Deskew'),
  };
}

// ── Facts the engine reports per page (the panel's texts word them) ──
export type OcrPageFact =
  | { page: number; outcome: 'recognised'; words: number; confidence: number; turnedDegrees?: number; straightenedDegrees?: number }
  | { page: number; outcome: 'kept-text' }
  | { page: number; outcome: 'failed'; message: string };

/** What the OCR makes of a document: the searchable PDF, its text, and its hOCR when asked. */
export const OCR_OUTPUT_TYPES = { pdf: 'application/pdf', text: 'text/plain;charset=utf-8', hocr: 'text/html;charset=utf-8' } as const;
export type OcrOutputKind = keyof typeof OCR_OUTPUT_TYPES;

/** Which of the three an output of the engine is, by its type. */
export function ocrOutputKind(type: string): OcrOutputKind {
  const kinds = Object.keys(OCR_OUTPUT_TYPES) as OcrOutputKind[];
  return kinds.find((kind) => OCR_OUTPUT_TYPES[kind] === type) ?? 'text';
}

/** The answer: the searchable PDF, the text, and the hOCR when asked; each item says what it is. */
export interface OcrAnswerItem extends ResultItem {
  kind: OcrOutputKind;
  /** On the PDF item: what happened to each page. */
  report?: OcrPageFact[];
}

export const ocrPdfCall = queryCall<OcrSettings, OcrAnswerItem[]>({
  path: CONVERT_FROM_PDF_PATH,
  picks: { type: 'ocr' },
  files: OCR_FILES,
  defaults: defaultOcrSettings,
  toQuery: ocrQuery,
  fromQuery: readOcrQuery,
});

// ── Engine operations (the ocr worker's engines implement them; handlers run them) ──
/** Beside its files, the OCR reports what happened to each page. */
export interface OcrFacts {
  report: OcrPageFact[];
}

/**
 * A PDF, or images (each a page of one PDF, in order), in; the searchable PDF (named after the first
 * file), its text and, when asked, its hOCR out.
 */
export const ocrPdfOperation = toolOperation<OcrSettings, OcrFacts>(OCR_WORKER, 'ocrPdf');

/** One word as tesseract found it, in the image's pixels. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** Image in → words with boxes and text out: the scanner reuses this. */
export interface RecognizeImageInput {
  image: Uint8Array;
  languages: OcrLanguage[];
}

export interface RecognizeImageResult {
  text: string;
  words: OcrWord[];
  /** Mean word confidence, 0–100. */
  confidence: number;
}

export const recognizeImageOperation = engineOperation<RecognizeImageInput, RecognizeImageResult>(OCR_WORKER, 'recognizeImage');

// GET /api/ocr-languages — which languages are on this device already (English always; the others
// once their file has been fetched and kept), so the picker can say which ones need a download.
export interface OcrLanguagesAnswer {
  onDevice: OcrLanguage[];
}
