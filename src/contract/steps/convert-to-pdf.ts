// Workflow steps of Convert to PDF: images (into one PDF, or one each) and Office files. Office files are
// converted by LibreOffice, which runs only in a browser.
import { CONVERT_ACCEPT, convertToPdfCall, defaultDocumentSettings, defaultImageSettings, type ConvertToPdfSettings, type DocumentType } from '../convert-to-pdf';
import { workflowStep } from '../workflow-step';

const combined = (settings: ConvertToPdfSettings) => settings.combine === true;

const OFFICE_TYPES: DocumentType[] = ['word', 'powerpoint', 'excel'];

/** Word, PowerPoint or Excel, by the first file's extension: the converter checks each file against its type. */
function officeType(fileNames: string[]): DocumentType {
  const extension = `.${(fileNames[0] ?? '').toLowerCase().split('.').pop()}`;
  return OFFICE_TYPES.find((type) => CONVERT_ACCEPT[type].includes(extension)) ?? 'word';
}

export const steps = [
  workflowStep<ConvertToPdfSettings>({
    id: 'images-to-pdf', name: 'JPG to PDF', call: convertToPdfCall, takes: ['image'], gives: 'pdf',
    defaults: { type: 'image', ...defaultImageSettings }, fixed: { type: 'image' }, gathers: combined,
  }),
  workflowStep<ConvertToPdfSettings>({
    id: 'office-to-pdf', name: 'Office to PDF', call: convertToPdfCall, takes: ['office'], gives: 'pdf', browserOnly: true,
    defaults: { type: 'word', ...defaultDocumentSettings }, gathers: combined,
    settingsFor: (settings, fileNames) => ({ ...settings, type: officeType(fileNames) }),
  }),
];
