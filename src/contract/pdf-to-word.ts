// PDF to Word: POST /api/convert-from-pdf?type=word[&pages=…]. The text reflowed into paragraphs
// (headings, bold, italic, lists, pictures in place), one section per page with its size and margins.
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
