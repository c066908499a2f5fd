// Workflow steps of document hygiene: remove what a file should not carry when it leaves (metadata,
// scripts, attachments, comments, hidden layers).
import { sanitizePdfCall } from '../sanitize-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'sanitize-pdf', name: 'Sanitize PDF', call: sanitizePdfCall, takes: ['pdf'], gives: 'pdf' }),
];
