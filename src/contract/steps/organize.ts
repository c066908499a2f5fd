// Workflow steps of the page tools that need no settings: merge (every file into one), reverse, and the
// rotation of every page or some.
import { mergePdfCall } from '../merge-pdf';
import { reversePdfCall } from '../reverse-pdf';
import { rotatePdfCall } from '../rotate-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'merge-pdf', name: 'Merge PDF', call: mergePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'reverse-pdf', name: 'Reverse PDF', call: reversePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'rotate-pdf', name: 'Rotate PDF', call: rotatePdfCall, takes: ['pdf'], gives: 'pdf' }),
];
