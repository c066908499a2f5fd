// Workflow steps that join and order pages: merge (every file into one), alternate merge (the files' pages
// in turn, as the fronts and backs of a scan), reverse, and the rotation of every page or some.
import { alternateMergePdfCall } from '../alternate-merge-pdf';
import { mergePdfCall } from '../merge-pdf';
import { reversePdfCall } from '../reverse-pdf';
import { rotatePdfCall } from '../rotate-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'merge-pdf', name: 'Merge PDF', call: mergePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'alternate-merge-pdf', name: 'Alternate merge', call: alternateMergePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'reverse-pdf', name: 'Reverse PDF', call: reversePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'rotate-pdf', name: 'Rotate PDF', call: rotatePdfCall, takes: ['pdf'], gives: 'pdf' }),
];
