// Workflow steps of document hygiene: remove what a file should not carry when it leaves (metadata,
// scripts, attachments, comments, hidden layers), and flatten what could still be changed in it (form
// fields, annotations, or whole pages made pictures).
import { flattenPdfCall } from '../flatten-pdf';
import { sanitizePdfCall } from '../sanitize-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'sanitize-pdf', name: 'Sanitize PDF', call: sanitizePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'flatten-pdf', name: 'Flatten PDF', call: flattenPdfCall, takes: ['pdf'], gives: 'pdf' }),
];
