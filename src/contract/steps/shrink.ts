// Workflow steps that make a PDF smaller or sound: compress, optimize, repair.
import { compressPdfCall } from '../compress-pdf';
import { optimizePdfCall } from '../optimize-pdf';
import { repairPdfCall } from '../repair-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'compress-pdf', name: 'Compress PDF', call: compressPdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'optimize-pdf', name: 'Optimize PDF', call: optimizePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'repair-pdf', name: 'Repair PDF', call: repairPdfCall, takes: ['pdf'], gives: 'pdf' }),
];
