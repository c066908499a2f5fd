// PDF to Word, PowerPoint and Excel: POST /api/convert-from-pdf?type=word|powerpoint|excel[&pages=…].
// Word: the text reflowed into paragraphs
// (headings, bold, italic, lists, pictures in place), one section per page with its size and margins.
// PowerPoint: a slide per page, the page's drawing behind editable text boxes. Excel: the tables
// found on the pages, a sheet each, values typed; the other text on a sheet of its own.
import { engineOperation } from './engine-operation';
import type { ConvertedFiles } from './converted-files';
import type { NamedPdf } from './named-pdf';

export interface PdfToOfficeSettings {
  /** Page ranges in the shared grammar; '' or 'all' for every page. */
  pages: string;
}

export const defaultPdfToOfficeSettings: PdfToOfficeSettings = { pages: '' };

/** Word, PowerPoint and Excel take the same settings: the pages. */
export function pdfToOfficeQuery(type: 'word' | 'powerpoint' | 'excel', { pages }: PdfToOfficeSettings): Record<string, string> {
  return { type, ...(pages.trim() ? { pages: pages.trim() } : {}) };
}

export function readPdfToOfficeQuery(query: URLSearchParams): PdfToOfficeSettings {
  return { pages: query.get('pages') ?? '' };
}

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface PdfToOfficeInput extends PdfToOfficeSettings {
  file: NamedPdf;
}

export const pdfToWordOperation = engineOperation<PdfToOfficeInput, ConvertedFiles>('document', 'pdfToWord');
export const pdfToExcelOperation = engineOperation<PdfToOfficeInput, ConvertedFiles>('document', 'pdfToExcel');
export const pdfToPowerpointOperation = engineOperation<PdfToOfficeInput, ConvertedFiles>('document', 'pdfToPowerpoint');
