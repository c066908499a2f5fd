// Workflow steps that draw on every page: page numbers, and a text watermark (a picture cannot travel in a
// saved or shared workflow, which holds settings only).
import { addPageNumbersCall } from '../add-page-numbers';
import { addWatermarkCall, type WatermarkSettings } from '../add-watermark';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'add-page-numbers', name: 'Add Page Numbers', call: addPageNumbersCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep<WatermarkSettings>({ id: 'add-watermark', name: 'Add Watermark', call: addWatermarkCall, takes: ['pdf'], gives: 'pdf', fixed: { type: 'text' } }),
];
