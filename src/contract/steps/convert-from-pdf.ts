// Workflow steps of Convert from PDF: a searchable PDF (OCR; its text and hOCR end with the step), PDF/A,
// and the conversions that end a PDF's life as a PDF: images, Office files, Markdown, CSV, HTML and data.
// Many pages' images, a Markdown file with its pictures and several tables' CSV come as one ZIP, which is
// the step's result too: a step after it that takes images refuses the ZIP by name.
import { ocrPdfCall } from '../ocr-pdf';
import { pdfToDataCall, type PdfToDataSettings } from '../pdf-to-data';
import { pdfToImagesCall, type PdfToImagesSettings } from '../pdf-to-images';
import { pdfToCsvCall, pdfToExcelCall, pdfToHtmlCall, pdfToMarkdownCall, pdfToPowerpointCall, pdfToWordCall } from '../pdf-to-office';
import { pdfToPdfaCall } from '../pdf-to-pdfa';
import { workflowStep } from '../workflow-step';

export const steps = [
  // Each PDF read on its own; an image becomes a one-page searchable PDF.
  workflowStep({ id: 'ocr-pdf', name: 'OCR PDF', call: ocrPdfCall, takes: ['pdf', 'image'], gives: 'pdf', gathers: () => false }),
  workflowStep({ id: 'pdf-to-pdfa', name: 'PDF to PDF/A', call: pdfToPdfaCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep<PdfToImagesSettings>({
    id: 'pdf-to-image', name: 'PDF to Image', call: pdfToImagesCall, takes: ['pdf'], gives: 'image', mayGiveMany: true,
    givesFor: ({ format }) => (format === 'svg' ? 'drawing' : 'image'), alsoGives: ['archive'],
  }),
  workflowStep({ id: 'pdf-to-word', name: 'PDF to Word', call: pdfToWordCall, takes: ['pdf'], gives: 'office' }),
  workflowStep({ id: 'pdf-to-powerpoint', name: 'PDF to PowerPoint', call: pdfToPowerpointCall, takes: ['pdf'], gives: 'office' }),
  workflowStep({ id: 'pdf-to-excel', name: 'PDF to Excel', call: pdfToExcelCall, takes: ['pdf'], gives: 'office' }),
  workflowStep({ id: 'pdf-to-markdown', name: 'PDF to Markdown', call: pdfToMarkdownCall, takes: ['pdf'], gives: 'text', alsoGives: ['archive'] }),
  workflowStep({ id: 'pdf-to-csv', name: 'PDF to CSV', call: pdfToCsvCall, takes: ['pdf'], gives: 'data', alsoGives: ['archive'] }),
  workflowStep({ id: 'pdf-to-html', name: 'PDF to HTML', call: pdfToHtmlCall, takes: ['pdf'], gives: 'web' }),
  // Base64, raw text and text with layout are .txt files; JSON, XML and YAML data.
  workflowStep<PdfToDataSettings>({
    id: 'pdf-to-data', name: 'PDF to data', call: pdfToDataCall, takes: ['pdf'], gives: 'data',
    givesFor: ({ format }) => (format === 'json' || format === 'xml' || format === 'yaml' ? 'data' : 'text'),
  }),
];
