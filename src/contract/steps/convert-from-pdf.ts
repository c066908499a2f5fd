// Workflow steps of Convert from PDF that give a PDF: a searchable PDF (OCR; its text and hOCR end with the
// step) and PDF/A.
import { ocrPdfCall } from '../ocr-pdf';
import { pdfToPdfaCall } from '../pdf-to-pdfa';
import { workflowStep } from '../workflow-step';

export const steps = [
  // Each PDF read on its own; an image becomes a one-page searchable PDF.
  workflowStep({ id: 'ocr-pdf', name: 'OCR PDF', call: ocrPdfCall, takes: ['pdf', 'image'], gives: 'pdf', gathers: () => false }),
  workflowStep({ id: 'pdf-to-pdfa', name: 'PDF to PDF/A', call: pdfToPdfaCall, takes: ['pdf'], gives: 'pdf' }),
];
