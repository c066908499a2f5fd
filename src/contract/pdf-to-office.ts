// PDF to Word, PowerPoint, Excel, Markdown, CSV and HTML: POST /api/convert-from-pdf?type=word|powerpoint|excel|markdown|csv|html[&pages=…].
// Word: the text reflowed into paragraphs
// (headings, bold, italic, lists, pictures in place), one section per page with its size and margins.
// PowerPoint: a slide per page, the page's drawing behind editable text boxes. Excel: the tables
// found on the pages, a sheet each, values typed; the other text on a sheet of its own. Markdown: the
// Word reading as Markdown text (pipe tables, pictures as files beside it in a ZIP). CSV: the Excel
// tables, a file each, values as plain numbers and ISO dates. HTML: the Word reading as one web page.
// Six calls (one `type` each) with the same settings: the pages.
import { conversionCall, type ConversionFacts } from './convert-from-pdf';
import { toolOperation } from './engine-job';

export interface PdfToOfficeSettings {
  /** Page ranges in the shared grammar; '' or 'all' for every page. */
  pages: string;
}

export const defaultPdfToOfficeSettings: PdfToOfficeSettings = { pages: '' };

/** The screen's query: the pages, only when some are chosen. */
export function pdfToOfficeQuery({ pages }: PdfToOfficeSettings): Record<string, string> {
  return pages.trim() ? { pages: pages.trim() } : {};
}

export function readPdfToOfficeQuery(query: URLSearchParams): PdfToOfficeSettings {
  return { pages: query.get('pages') ?? '' };
}

const officeCallParts = { defaults: defaultPdfToOfficeSettings, toQuery: pdfToOfficeQuery, fromQuery: readPdfToOfficeQuery };

export const pdfToWordCall = conversionCall<PdfToOfficeSettings>('word', officeCallParts);
export const pdfToPowerpointCall = conversionCall<PdfToOfficeSettings>('powerpoint', officeCallParts);
export const pdfToExcelCall = conversionCall<PdfToOfficeSettings>('excel', officeCallParts);
export const pdfToMarkdownCall = conversionCall<PdfToOfficeSettings>('markdown', officeCallParts);
export const pdfToCsvCall = conversionCall<PdfToOfficeSettings>('csv', officeCallParts);
export const pdfToHtmlCall = conversionCall<PdfToOfficeSettings>('html', officeCallParts);

/** One PDF in; one .docx, .pptx, .xlsx, .md (a ZIP with its pictures) .csv (a ZIP of several) or .html out, and the pages that could not be read. */
export const pdfToWordOperation = toolOperation<PdfToOfficeSettings, ConversionFacts>('document', 'pdfToWord');
export const pdfToExcelOperation = toolOperation<PdfToOfficeSettings, ConversionFacts>('document', 'pdfToExcel');
export const pdfToPowerpointOperation = toolOperation<PdfToOfficeSettings, ConversionFacts>('document', 'pdfToPowerpoint');
export const pdfToMarkdownOperation = toolOperation<PdfToOfficeSettings, ConversionFacts>('document', 'pdfToMarkdown');
export const pdfToCsvOperation = toolOperation<PdfToOfficeSettings, ConversionFacts>('document', 'pdfToCsv');
export const pdfToHtmlOperation = toolOperation<PdfToOfficeSettings, ConversionFacts>('document', 'pdfToHtml');
