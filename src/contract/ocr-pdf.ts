// OCR: POST /api/convert-from-pdf?type=ocr&lang=eng+deu&pages=skip-text&hocr=false&rotate=false&deskew=false
// A scanned PDF, or images (several become one PDF, one page each), made searchable: the original
// pages untouched, with an invisible text layer where tesseract found the words. The settings, their
// defaults, the one check, the query both ends use, the answer, and the engine operations.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { ResultItem } from './results';
import { checkChoice, SettingsError } from './setting-values';
import { MB, PDF_ACCEPT, PDF_TOOL_MAX_SIZE_MB, type UploadRules } from './upload-rules';

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

/** Pages are rendered at this resolution for tesseract (OCRmyPDF's and tesseract's sweet spot). */
export const OCR_DPI = 300;
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
/** One PDF, or up to ten images that become one PDF. */
export const OCR_UPLOAD: UploadRules = { accept: OCR_ACCEPT, maxFiles: 10, maxSizeMb: PDF_TOOL_MAX_SIZE_MB };
export const OCR_MAX_BYTES = PDF_TOOL_MAX_SIZE_MB * MB;

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
  return { type: 'ocr', lang: languages.join('+'), pages, hocr: String(hocr), rotate: String(rotate), deskew: String(deskew) };
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

/** The answer: the searchable PDF, the text, and the hOCR when asked; each item says what it is. */
export interface OcrAnswerItem extends ResultItem {
  kind: 'pdf' | 'text' | 'hocr';
  size: number;
  /** On the PDF item: what happened to each page. */
  report?: OcrPageFact[];
}

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
/** An input file: a PDF, or an image (its MIME type says which). */
export interface OcrInputFile extends NamedPdf {
  type: string;
}

export interface OcrPdfInput {
  files: OcrInputFile[];
  settings: OcrSettings;
}

export interface OcrPdfResult {
  pdf: Uint8Array;
  pageCount: number;
  /** Every page's text, the pages kept as they were included, pages separated by form feeds. */
  text: string;
  hocr?: string;
  pages: OcrPageFact[];
}

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

export const ocrPdfOperation = engineOperation<OcrPdfInput, OcrPdfResult>('ocr', 'ocrPdf');
export const recognizeImageOperation = engineOperation<RecognizeImageInput, RecognizeImageResult>('ocr', 'recognizeImage');

// GET /api/ocr-languages — which languages are on this device already (English always; the others
// once their file has been fetched and kept), so the picker can say which ones need a download.
export interface OcrLanguagesAnswer {
  onDevice: OcrLanguage[];
}
