// Convert to PDF: POST /api/convert-to-pdf?type=image|word|powerpoint|excel|html|ebook|comic, the files as
// repeated `file` fields. E-books and comics: book-to-pdf.ts. Images (type image) take page settings and become one PDF in the order sent, or one
// PDF each; every other type converts one file per call, or several into one PDF with combine=true.
// The settings, their defaults, the query both ends use, the call, its answer and the engine operations.
import { queryCall } from './api-call';
import { BOOK_ACCEPT, BOOK_TYPES, bookQuery, isBookType, readBookQuery, type BookSettings, type BookType } from './book-to-pdf';
import { toolOperation } from './engine-job';
import type { ErrorCode } from './errors';
import { PAPER_SIZES } from './paper-sizes';
import type { ResultItem } from './results';
import { queryChoice } from './setting-values';
import type { FileRules } from './upload-refusal';
import { DEFAULT_MAX_SIZE_MB } from './upload-rules';

export const convertTypes = ['image', 'word', 'powerpoint', 'excel', 'html', 'markdown', 'svg', 'email', ...BOOK_TYPES] as const;
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
  a4: PAPER_SIZES.a4,
  letter: PAPER_SIZES.letter,
};

/**
 * The most pixels an image (or one TIFF frame) may have to be converted: 100 million, about a 10,000 ×
 * 10,000 photo, 400 MB once decoded. Its header is read first, so a larger one is refused undecoded.
 */
export const IMAGE_MAX_PIXELS = 100_000_000;

/** Margins in points: none, about 10 mm, about 25 mm. */
export const MARGIN_POINTS: Record<Margin, number> = { none: 0, small: 28, large: 72 };

/**
 * What each type accepts: the spec's lists (second document §5), with WebP, AVIF and HEIC images and the
 * OpenDocument formats the converter also reads.
 */
export const CONVERT_ACCEPT: Record<ConvertType, string[]> = {
  image: ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tiff', '.webp', '.avif', '.heic', '.heif', 'image/*'],
  word: ['.doc', '.docx', '.odt', '.rtf'],
  // OpenDocument drawings go with the presentations: Draw and Impress are one family in LibreOffice.
  powerpoint: ['.ppt', '.pptx', '.odp', '.odg'],
  excel: ['.xls', '.xlsx', '.ods'],
  html: ['.html', '.htm'],
  markdown: ['.md', '.markdown', '.txt'],
  // Vector drawings: LibreOffice's Draw reads them, so lines and text stay sharp (not pictures).
  svg: ['.svg'],
  // E-mails as saved by mail programs (RFC 822): the message as pages, its PDFs and pictures after it.
  email: ['.eml'],
  ...BOOK_ACCEPT,
};

/** Spec, first document §9: the upload widget's default size per file. */
export const CONVERT_MAX_SIZE_MB = DEFAULT_MAX_SIZE_MB;

/** What a file of the type must be: the screen's upload rules and the handler's check of each file. */
export function convertFileRules(type: ConvertType): FileRules {
  return { accept: CONVERT_ACCEPT[type], maxSizeMb: CONVERT_MAX_SIZE_MB };
}

/** The types LibreOffice converts. */
export type DocumentType = Exclude<ConvertType, 'image' | BookType>;

/** The name of a PDF made of several files, by type. */
export const COMBINED_PDF_NAMES: Record<ConvertType, string> = {
  image: 'images.pdf', word: 'documents.pdf', powerpoint: 'presentations.pdf', excel: 'spreadsheets.pdf', html: 'web-pages.pdf', markdown: 'notes.pdf', svg: 'drawings.pdf', email: 'e-mails.pdf',
  ebook: 'books.pdf', comic: 'comics.pdf',
};

/**
 * Office and HTML files: one PDF per file, each in its own call (the default), or all the files sent
 * in one call into one PDF, in the order sent (combine).
 */
export interface DocumentSettings {
  combine: boolean;
}

export const defaultDocumentSettings: DocumentSettings = { combine: false };

/** The call's settings: the type, and what that type takes (page layout for images, combine for both). */
export type ConvertToPdfSettings =
  | ({ type: 'image' } & ImagePageSettings)
  | ({ type: DocumentType } & DocumentSettings)
  | ({ type: BookType } & BookSettings);

export const defaultConvertToPdfSettings: ConvertToPdfSettings = { type: 'image', ...defaultImageSettings };

const readCombine = (query: URLSearchParams, fallback: boolean) =>
  queryChoice(query, 'combine', String(fallback) as 'true' | 'false', ['true', 'false'], 'Combine') === 'true';

function readConvertType(query: URLSearchParams): ConvertType {
  // The spec's route table also says jpg; it is the image type.
  const type = query.get('type') === 'jpg' ? 'image' : query.get('type');
  const params = new URLSearchParams(type === null ? '' : { type });
  return queryChoice(params, 'type', 'image', convertTypes, 'Type');
}

/** The screen's query: the type, then the image page settings, or combine only when it is on (documents). */
export function convertToPdfQuery(settings: ConvertToPdfSettings): Record<string, string> {
  if (settings.type === 'image') {
    const { type, pageSize, orientation, margin, combine } = settings;
    return { type, pageSize, orientation, margin, combine: String(combine) };
  }
  if (isBookType(settings.type)) {
    const { type, ...book } = settings as { type: BookType } & BookSettings;
    return { type, ...bookQuery(book) };
  }
  return settings.combine ? { type: settings.type, combine: 'true' } : { type: settings.type };
}

/** The handler's reader: a bad type or setting is a 400 naming it; what is absent takes the type's default. */
export function readConvertToPdfQuery(query: URLSearchParams): ConvertToPdfSettings {
  const type = readConvertType(query);
  if (isBookType(type)) return { type, ...readBookQuery(query) };
  if (type !== 'image') return { type, combine: readCombine(query, defaultDocumentSettings.combine) };
  return {
    type,
    pageSize: queryChoice(query, 'pageSize', defaultImageSettings.pageSize, pageSizes, 'Page size'),
    orientation: queryChoice(query, 'orientation', defaultImageSettings.orientation, orientations, 'Orientation'),
    margin: queryChoice(query, 'margin', defaultImageSettings.margin, margins, 'Margin'),
    combine: readCombine(query, defaultImageSettings.combine),
  };
}

/** A file the engine could not convert while the others were; the screen words the code. */
export interface SkippedFile {
  fileName: string;
  code: ErrorCode;
  message: string;
}

/** One converted PDF, with what the screen should say about it. */
export interface ConvertResultItem extends ResultItem {
  /** A combined PDF: the files left out (they did not convert), the others made the PDF. */
  skipped?: SkippedFile[];
  /** SVG: scripts and event handlers taken out (none of them ran). */
  scriptsLeftOut?: number;
  /** HTML and SVG: images on other sites left out (nothing is fetched from other origins). */
  remoteImagesLeftOut?: number;
  /** HTML: images named by a path beside the page (`chart.png`), which the file does not hold. */
  imagesNotInFile?: number;
  /** HTML: images inside the file that are damaged or cut off, left out so the page converts. */
  brokenImagesLeftOut?: number;
  /** E-books and comics: pictures and style sheets on other sites the book names, never fetched. */
  remoteReferencesLeftOut?: number;
  /** E-mail: the attachments (PDFs and pictures) that follow the message as pages. */
  attachmentsAppended?: string[];
  /** E-mail: PDFs and pictures attached that could not follow it (damaged, locked), with why. */
  attachmentsNotAppended?: SkippedFile[];
  /** Office and HTML: characters no font of the converter has, drawn as empty boxes (each once). */
  charactersNotDrawn?: string[];
}

export type ConvertAnswer = ConvertResultItem[];

/** Each file of a request is checked against its type's rules (convertFileRules); the call takes any of them. */
export const convertToPdfCall = queryCall<ConvertToPdfSettings, ConvertAnswer>({
  path: '/api/convert-to-pdf',
  files: { field: 'file', count: 'many', accept: [...new Set(Object.values(CONVERT_ACCEPT).flat())], maxSizeMb: CONVERT_MAX_SIZE_MB },
  defaults: defaultConvertToPdfSettings,
  toQuery: convertToPdfQuery,
  fromQuery: readConvertToPdfQuery,
});

// ── Engine operations ──
/** A file left out of the result, by its position in the job. */
export interface ConvertFailure {
  fileIndex: number;
  code: ErrorCode;
  message: string;
}

export interface ImagesToPdfFacts {
  /** Images that could not be read; the others made the PDF(s). */
  failures: ConvertFailure[];
}

/**
 * Images into one PDF in the order given (combine), or one PDF each: a page per image (per frame of a
 * TIFF), the outputs named after their image ('photo.pdf') or, several combined, 'images.pdf'.
 */
export const imagesToPdfOperation = toolOperation<ImagePageSettings, ImagesToPdfFacts>('document', 'imagesToPdf');

export interface DocumentToPdfSettings {
  /** Picks the format LibreOffice reads a file without an extension as. */
  type: DocumentType;
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

export interface DocumentToPdfFacts {
  /** Characters in the document that no font of the converter has (they show as empty boxes), each once. */
  charactersNotDrawn: string[];
}

/** Office and HTML files through LibreOffice (WebAssembly), in its own worker. */
export const documentToPdfOperation = toolOperation<DocumentToPdfSettings, DocumentToPdfFacts>('office', 'documentToPdf');
