// Workflow step on a file's properties: the same fields written into every file (title, author, …), or
// every trace of metadata removed.
import { editMetadataCall } from '../pdf-metadata';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'pdf-metadata', name: 'Edit metadata', call: editMetadataCall, takes: ['pdf'], gives: 'pdf' }),
];
