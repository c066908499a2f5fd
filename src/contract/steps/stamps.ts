// Workflow steps that draw on every page: page numbers, headers and footers, and a text watermark (a picture
// cannot travel in a saved or shared workflow, which holds settings only).
import { addPageNumbersCall } from '../add-page-numbers';
import { addWatermarkCall, type WatermarkSettings } from '../add-watermark';
import { headerFooterCall, todayAsWritten, usesBates, type HeaderFooterSettings } from '../header-footer';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'add-page-numbers', name: 'Add Page Numbers', call: addPageNumbersCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep<WatermarkSettings>({ id: 'add-watermark', name: 'Add Watermark', call: addWatermarkCall, takes: ['pdf'], gives: 'pdf', fixed: { type: 'text' } }),
  // The call takes many files as one job so that Bates numbers run on from one file to the next: the step
  // gathers the files only when a text holds {bates}; otherwise each file is stamped alone. Its settings are
  // texts only (no picture), so all of them travel; the Bates log (CSV) ends with the step. A date left
  // empty is the day the workflow runs.
  workflowStep<HeaderFooterSettings>({
    id: 'header-footer', name: 'Header, footer & Bates', call: headerFooterCall, takes: ['pdf'], gives: 'pdf', gathers: usesBates, keepsFiles: true,
    settingsFor: (settings) => (settings.date.trim() ? settings : { ...settings, date: todayAsWritten() }),
  }),
];
