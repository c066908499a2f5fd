// Convert to PDF: POST /api/convert-to-pdf?type=image|word|powerpoint|excel|html, the files as repeated
// `file` fields. Images (type image) take page settings and become one PDF in the order sent, or one
// PDF each; every other type converts one file per call, or several into one PDF with combine=true.
// The settings, their defaults, the query both ends use, the answer and the engine operations.
import { engineOperation } from './engine-operation';
import type { ResultItem } from './results';
import { queryChoice } from './setting-values';

export const convertTypes = ['image', 'word', 'powerpoint', 'excel', 'html'] as const;
export type ConvertType = (typeof convertTypes)[number];

export const pageSizes = ['fit', 'a4', 'letter'] as const;
export type PageSize = (typeof pageSizes)[number];
export const orientations = ['auto', 'portrait', 'landscape'] as const;
export type Orientation = (typeof orientations)[number];
export const margins = ['none', 'small', 'large'] as const;
export type Margin = (typeof margins)[number];

export interface ImagePageSettings {
  /** Fit: each page is the size of its image (at 72 dpi unless the file says otherwise). */
  pageSize: PageSize;
  /** Auto: landscape pages for landscape images (A4 and Letter only). */
  orientation: Orientation;
  margin: Margin;
  /** One PDF for all images in the order sent (true), or one PDF per image. */
  combine: boolean;
}

export const defaultImageSettings: ImagePageSettings = { pageSize: 'fit', orientation: 'auto', margin: 'none', combine: true };

/** Page sizes in PDF points (1/72 inch), portrait. */
export const PAGE_POINTS: Record<Exclude<PageSize, 'fit'>, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** Margins in points: none, about 10 mm, about 25 mm. */
/**
 * The most pixels an image (or one TIFF frame) may have to be converted: 100 million, about a 10,000 ×
 * 10,000 photo, 400 MB once decoded. Its header is read first, so a larger one is refused undecoded.
 */
export const IMAGE_MAX_PIXELS = 100_000_000;

export const MARGIN_POINTS: Record<Margin, number> = { none: 0, small: 28, large: 72 };

/**
 * What each type accepts: the spec's lists (second document §5), with WebP images and the
 * OpenDocument formats the converter also reads.
 */
export const CONVERT_ACCEPT: Record<ConvertType, string[]> = {
  image: ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tiff', '.webp', 'image/*'],
  word: ['.doc', '.docx', '.odt'],
  powerpoint: ['.ppt', '.pptx', '.odp'],
  excel: ['.xls', '.xlsx', '.ods'],
  html: ['.html', '.htm'],
};

export type DocumentType = Exclude<ConvertType, 'image'>;

/** The name of a PDF made of several files, by type. */
export const COMBINED_PDF_NAMES: Record<ConvertType, string> = {
  image: 'images.pdf', word: 'documents.pdf', powerpoint: 'presentations.pdf', excel: 'spreadsheets.pdf', html: 'web-pages.pdf',
};

/**
 * Office and HTML files: one PDF per file, each in its own call (the default), or all the files sent
 * in one call into one PDF, in the order sent (combine).
 */
export interface DocumentSettings {
  combine: boolean;
}

export const defaultDocumentSettings: DocumentSettings = { combine: false };

export function documentQuery(type: DocumentType, settings: DocumentSettings): Record<string, string> {
  return settings.combine ? { type, combine: 'true' } : { type };
}

const readCombine = (query: URLSearchParams, fallback: boolean) =>
  queryChoice(query, 'combine', String(fallback) as 'true' | 'false', ['true', 'false'], 'Combine') === 'true';

export function readDocumentQuery(query: URLSearchParams): DocumentSettings {
  return { combine: readCombine(query, defaultDocumentSettings.combine) };
}

export function imageQuery(settings: ImagePageSettings): Record<string, string> {
  return {
    type: 'image', pageSize: settings.pageSize, orientation: settings.orientation, margin: settings.margin, combine: String(settings.combine),
  };
}

export function readConvertType(query: URLSearchParams): ConvertType {
  // The spec's route table also says jpg; it is the image type.
  const type = query.get('type') === 'jpg' ? 'image' : query.get('type');
  const params = new URLSearchParams(type === null ? '' : { type });
  return queryChoice(params, 'type', 'image', convertTypes, 'Type');
}

export function readImageQuery(query: URLSearchParams): ImagePageSettings {
  return {
    pageSize: queryChoice(query, 'pageSize', defaultImageSettings.pageSize, pageSizes, 'Page size'),
    orientation: queryChoice(query, 'orientation', defaultImageSettings.orientation, orientations, 'Orientation'),
    margin: queryChoice(query, 'margin', defaultImageSettings.margin, margins, 'Margin'),
    combine: readCombine(query, defaultImageSettings.combine),
  };
}

/** A file the engine could not convert while the others were; the screen words the code. */
export interface SkippedFile {
  fileName: string;
  code: string;
  message: string;
}

/** One converted PDF, with what the screen should say about it. */
export interface ConvertResultItem extends ResultItem {
  /** A combined PDF: the files left out (they did not convert), the others made the PDF. */
  skipped?: SkippedFile[];
  /** HTML: images on other sites left out (nothing is fetched from other origins). */
  remoteImagesLeftOut?: number;
}

export type ConvertAnswer = ConvertResultItem[];

// ── Engine operations ──
export interface NamedFile {
  name: string;
  bytes: Uint8Array;
}

export interface ImagesToPdfInput {
  files: NamedFile[];
  settings: Omit<ImagePageSettings, 'combine'>;
}

export interface ImagesToPdfOutput {
  bytes: Uint8Array;
  pageCount: number;
  /** Images that could not be read, by position in the input. */
  failures: Array<{ fileIndex: number; code: string; message: string }>;
}

export const imagesToPdfOperation = engineOperation<ImagesToPdfInput, ImagesToPdfOutput>('document', 'imagesToPdf');

export interface DocumentToPdfInput {
  type: DocumentType;
  file: NamedFile;
}

export interface DocumentToPdfOutput {
  bytes: Uint8Array;
  pageCount: number;
}

/**
 * Where the app serves LibreOffice (under /vendor/heavy/), named after the converter package's version:
 * the service worker keeps these files for good, so a new version must come under a new URL. The
 * office worker's descriptor copies the files there; a unit test keeps the version equal to the installed one.
 */
export const OFFICE_ASSETS_FOLDER = 'libreoffice/2.7.2';

/**
 * LibreOffice's notice (licence, change, third-party notices, fonts and their licences), served beside
 * the converter's files; the footer links it. A unit test keeps it equal to the office worker's asset.
 */
export const OFFICE_NOTICE_URL = `/vendor/heavy/${OFFICE_ASSETS_FOLDER}/NOTICE.txt`;

/** Office and HTML files through LibreOffice (WebAssembly), in its own worker. */
export const documentToPdfOperation = engineOperation<DocumentToPdfInput, DocumentToPdfOutput>('office', 'documentToPdf');
