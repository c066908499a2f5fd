// How results are named: after their input, so a person finds them next to it.
import { formatPageRanges } from './page-ranges';

/** A result's name follows its input's: ('report.pdf', 'compressed') → 'report-compressed.pdf'. */
export function outputFilename(inputName: string, suffix: string, extension = 'pdf'): string {
  return `${fileStem(inputName)}-${suffix}.${extension}`;
}

/**
 * The ZIP of a run's results: after its one input ('report-compressed.zip'), or after the tool for
 * several ('folio-compressed.zip').
 */
export function batchZipName(inputNames: string[], suffix: string): string {
  return outputFilename(inputNames.length === 1 ? inputNames[0] : 'folio', suffix, 'zip');
}

/** The name without its extension, the stem every output name starts with ('report.pdf' → 'report'). */
export function fileStem(inputName: string): string {
  return inputName.replace(/\.[^./\\]+$/, '') || 'document';
}

// Beyond this a list of pages makes an unwieldy file name; the name then says what was done instead.
const MAX_PAGES_LABEL = 40;

/** 'report-page-5.pdf', 'report-pages-1-3.pdf', 'report-pages-2_4-5.pdf' (1-based pages). */
export function pagesFileName(fileName: string, pages: number[], fallback = 'pages'): string {
  const stem = fileStem(fileName);
  if (pages.length === 1) return `${stem}-page-${pages[0]}.pdf`;
  const label = formatPageRanges(pages).replace(/, /g, '_');
  return label.length > MAX_PAGES_LABEL ? `${stem}-${fallback}.pdf` : `${stem}-pages-${label}.pdf`;
}

/** Makes repeated names unique ('a.pdf', 'a (2).pdf'), so a ZIP of them keeps every file. */
export function uniqueFileNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : name.replace(/(\.pdf)?$/i, ` (${count})$1`);
  });
}

// Long enough for a chapter title, short enough that the whole name stays far below file systems' 255 bytes.
const MAX_TITLE_LENGTH = 60;

/**
 * A title (a bookmark's) as part of a file name on any system: without / \ : * ? " < > | and control
 * characters, spaces collapsed, no leading or trailing dots or spaces (Windows drops them), at most 60
 * characters; letters of every script are kept. Empty when nothing is left.
 */
export function fileNameTitle(title: string): string {
  const cleaned = title.normalize('NFC').replace(/[/\\:*?"<>|\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/gu, ' ').replace(/^[\s.]+|[\s.]+$/gu, '');
  return [...cleaned].slice(0, MAX_TITLE_LENGTH).join('').replace(/[\s.]+$/u, '');
}
