// Workflow steps of Convert to PDF: images (into one PDF, or one each), Office files, web pages, Markdown
// and text, SVG drawings, e-mails, e-books and comics. Office files, web pages, Markdown, SVG and e-mails are laid out by
// LibreOffice, which runs only in a browser; books by MuPDF, which runs anywhere.
import { BOOK_ACCEPT, BOOK_TYPES, defaultBookSettings } from '../book-to-pdf';
import { CONVERT_ACCEPT, convertToPdfCall, defaultDocumentSettings, defaultImageSettings, type ConvertToPdfSettings, type ConvertType, type DocumentType } from '../convert-to-pdf';
import { workflowStep } from '../workflow-step';

const combined = (settings: ConvertToPdfSettings) => settings.combine === true;

/** The first of these types that accepts the first file's extension (the converter checks each file against it). */
function typeByExtension<Type extends ConvertType>(types: readonly Type[], accept: Record<Type, string[]>, fileNames: string[]): Type {
  const extension = `.${(fileNames[0] ?? '').toLowerCase().split('.').pop()}`;
  return types.find((type) => accept[type].includes(extension)) ?? types[0];
}

const OFFICE_TYPES: DocumentType[] = ['word', 'powerpoint', 'excel'];

export const steps = [
  workflowStep<ConvertToPdfSettings>({
    id: 'images-to-pdf', name: 'JPG to PDF', call: convertToPdfCall, takes: ['image'], gives: 'pdf',
    defaults: { type: 'image', ...defaultImageSettings }, fixed: { type: 'image' }, gathers: combined,
  }),
  workflowStep<ConvertToPdfSettings>({
    id: 'office-to-pdf', name: 'Office to PDF', call: convertToPdfCall, takes: ['office'], gives: 'pdf', browserOnly: true,
    defaults: { type: 'word', ...defaultDocumentSettings }, gathers: combined,
    settingsFor: (settings, fileNames) => ({ ...settings, type: typeByExtension(OFFICE_TYPES, CONVERT_ACCEPT, fileNames) }),
  }),
  workflowStep<ConvertToPdfSettings>({
    id: 'html-to-pdf', name: 'HTML to PDF', call: convertToPdfCall, takes: ['web'], gives: 'pdf', browserOnly: true,
    defaults: { type: 'html', ...defaultDocumentSettings }, fixed: { type: 'html' }, gathers: combined,
  }),
  workflowStep<ConvertToPdfSettings>({
    id: 'markdown-to-pdf', name: 'Markdown to PDF', call: convertToPdfCall, takes: ['text'], gives: 'pdf', browserOnly: true,
    defaults: { type: 'markdown', ...defaultDocumentSettings }, fixed: { type: 'markdown' }, gathers: combined,
  }),
  workflowStep<ConvertToPdfSettings>({
    id: 'svg-to-pdf', name: 'SVG to PDF', call: convertToPdfCall, takes: ['drawing'], gives: 'pdf', browserOnly: true,
    defaults: { type: 'svg', ...defaultDocumentSettings }, fixed: { type: 'svg' }, gathers: combined,
  }),
  workflowStep<ConvertToPdfSettings>({
    id: 'email-to-pdf', name: 'E-mail to PDF', call: convertToPdfCall, takes: ['email'], gives: 'pdf', browserOnly: true,
    defaults: { type: 'email', ...defaultDocumentSettings }, fixed: { type: 'email' }, gathers: combined,
  }),
  // EPUB, MOBI and FB2 flow onto pages; a CBZ comic keeps its pictures' sizes: the type by extension.
  workflowStep<ConvertToPdfSettings>({
    id: 'ebook-to-pdf', name: 'E-book to PDF', call: convertToPdfCall, takes: ['ebook'], gives: 'pdf',
    defaults: { type: 'ebook', ...defaultBookSettings }, gathers: combined,
    settingsFor: (settings, fileNames) => ({ ...settings, type: typeByExtension(BOOK_TYPES, BOOK_ACCEPT, fileNames) }) as ConvertToPdfSettings,
  }),
];
