// The words of the Word, PowerPoint, Excel, Markdown, CSV and HTML tabs.
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';

export type OfficeKind = 'word' | 'powerpoint' | 'excel' | 'markdown' | 'csv' | 'html';

const names: Record<OfficeKind, { app: string; file: string; extension: string }> = {
  word: { app: 'Word', file: 'Word document', extension: 'DOCX' },
  powerpoint: { app: 'PowerPoint', file: 'PowerPoint presentation', extension: 'PPTX' },
  excel: { app: 'Excel', file: 'Excel workbook', extension: 'XLSX' },
  markdown: { app: 'Markdown', file: 'Markdown text', extension: 'Markdown' },
  csv: { app: 'CSV', file: 'CSV file', extension: 'CSV' },
  html: { app: 'HTML', file: 'web page', extension: 'HTML' },
};

export function officeTexts(kind: OfficeKind): PdfConversionTexts {
  const { app, file, extension } = names[kind];
  return {
    uploadTitle: 'Drop PDFs here or click to choose',
    uploaded: `Ready to convert to ${app}.`,
    optionsTitle: `${app} settings`,
    action: `Convert to ${app}`,
    verb: `converting it to ${app}`,
    jobLabel: (fileName) => `Converting ${fileName} to ${app}`,
    successTitle: 'Conversion Successful',
    batchTitle: 'PDFs converted',
    batchDone: (count) => `${fileCount(count)} converted to ${app}`,
    resultTitle: `Your ${file} is ready!`,
    resultsTitle: `Your ${app} files are ready!`,
    download: `Download ${extension}`,
    progress: (progress) => (progress ? `Page ${progress.done} of ${progress.total} converted` : 'Opening the PDF…'),
  };
}

export const officeDescriptions: Record<OfficeKind, string> = {
  word: 'The text becomes real paragraphs you can edit: headings, bold and italic, lists, pictures in place, a page break between pages, and the page size and margins of the PDF.',
  powerpoint: 'One slide per page: the page’s pictures and shapes as the slide’s background, its text as editable text boxes in the same places, sizes, weights and colours.',
  markdown: 'The text as Markdown for notes, wikis or an AI assistant: headings, paragraphs joined across lines, bold and italic, lists, code, tables as pipe tables. Pictures come as PNG files beside the text, in one ZIP.',
  csv: 'Every table found on the pages becomes a CSV file, named after its page and place (several come in one ZIP): numbers written plainly (1,234.50 as 1234.5, 12% as 0.12), dates as 2024-03-15, the header row as it is.',
  html: 'One web page for reading on any screen: the text reflowed with its headings, bold and italic, lists, code and tables, and the pictures inside the file itself.',
  excel: 'Every table found on the pages gets a sheet of its own, named after its page and position, with numbers, percentages and dates stored as values. The rest of the text goes on the “Other text” sheet.',
};

export const scannedHint = 'Scanned pages have no text to convert: run OCR first.';
