// Workflow steps that cut a PDF into parts or take its lock off: split (each part goes on through the
// steps after it) and unlock (with the password given on the file's card).
import { splitPdfCall } from '../split-pdf';
import { unlockPdfCall } from '../unlock-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'split-pdf', name: 'Split PDF', call: splitPdfCall, takes: ['pdf'], gives: 'pdf', mayGiveMany: true }),
  workflowStep({ id: 'unlock-pdf', name: 'Unlock PDF', call: unlockPdfCall, takes: ['pdf'], gives: 'pdf' }),
];
