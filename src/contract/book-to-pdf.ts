// E-books and comics to PDF: the Convert to PDF types MuPDF lays out in the document worker. E-books
// (EPUB, MOBI, FB2) flow onto pages of a chosen size, font size and margin; comic pictures keep their
// own sizes. (XPS is not here: MuPDF's npm build has no XPS reader, nor has Ghostscript's.) The book's table of contents becomes the PDF's bookmarks.
import { toolOperation } from './engine-job';
import type { ErrorCode } from './errors';
import { checkChoice, checkNumber, queryChoice, queryNumber, type NumberRule } from './setting-values';

export const BOOK_TYPES = ['ebook', 'comic'] as const;
export type BookType = (typeof BOOK_TYPES)[number];

export const BOOK_ACCEPT: Record<BookType, string[]> = {
  ebook: ['.epub', '.mobi', '.fb2'],
  comic: ['.cbz'],
};

/** Reflowable books are laid out on A5 unless asked otherwise. */
export const BOOK_PAGE_SIZES = ['a5', 'a4', 'letter'] as const;
export type BookPageSize = (typeof BOOK_PAGE_SIZES)[number];

export const bookFontSizeRule: NumberRule = { label: 'Font size', min: 6, max: 36 };
export const bookMarginRule: NumberRule = { label: 'Margin', min: 0, max: 50 };

export interface BookLayout {
  /** The page an e-book flows onto (comics keep their pictures' sizes). */
  pageSize: BookPageSize;
  /** The body text's size in points. */
  fontSize: number;
  /** Space around the text on every side, in millimetres. */
  margin: number;
}

export interface BookSettings extends BookLayout {
  /** All the files into one PDF in the order sent (their bookmarks under one per file), or one PDF each. */
  combine: boolean;
}

export const defaultBookSettings: BookSettings = { pageSize: 'a5', fontSize: 11, margin: 15, combine: false };

export function isBookType(type: string): type is BookType {
  return (BOOK_TYPES as readonly string[]).includes(type);
}

export function bookQuery({ pageSize, fontSize, margin, combine }: BookSettings): Record<string, string> {
  return { pageSize, fontSize: String(fontSize), margin: String(margin), ...(combine ? { combine: 'true' } : {}) };
}

export function readBookQuery(query: URLSearchParams): BookSettings {
  return {
    pageSize: queryChoice(query, 'pageSize', defaultBookSettings.pageSize, BOOK_PAGE_SIZES, 'Page size'),
    fontSize: queryNumber(query, 'fontSize', defaultBookSettings.fontSize, bookFontSizeRule),
    margin: queryNumber(query, 'margin', defaultBookSettings.margin, bookMarginRule),
    combine: queryChoice(query, 'combine', 'false', ['true', 'false'], 'Combine') === 'true',
  };
}

export function checkBookSettings(settings: BookSettings): void {
  checkChoice(settings.pageSize, BOOK_PAGE_SIZES, 'Page size');
  checkNumber(settings.fontSize, bookFontSizeRule);
  checkNumber(settings.margin, bookMarginRule);
}

/**
 * The most a zipped book (EPUB, CBZ) may unpack to, read from its directory before anything is
 * unpacked: a small file that unpacks to gigabytes (a zip bomb) is refused.
 */
export const BOOK_MAX_UNPACKED_MB = 1024;

export interface BookToPdfFacts {
  /** Files that could not be converted (combined runs only: the others made the PDF). */
  failures: Array<{ fileIndex: number; code: ErrorCode; message: string }>;
  /** Characters no font has (drawn as nothing), each once. */
  charactersNotDrawn: string[];
  /** Pictures and style sheets on other sites the book names: never fetched, so left out. */
  remoteReferencesLeftOut: number;
}

export const bookToPdfOperation = toolOperation<{ type: BookType } & BookSettings, BookToPdfFacts>('document', 'bookToPdf');
