// Workflow steps that draw on every page: page numbers.
import { addPageNumbersCall } from '../add-page-numbers';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'add-page-numbers', name: 'Add Page Numbers', call: addPageNumbersCall, takes: ['pdf'], gives: 'pdf' }),
];
