import { addPageNumbersCall } from '../../src/contract/add-page-numbers';
import { callSamples } from './call-samples';

export default callSamples(addPageNumbersCall, [
  {
    position: 'top', alignment: 'right', format: 'roman', start: 4, prefix: 'Page ', suffix: ' / Σελίδα', font: 'Courier',
    size: 18, marginX: 70, marginY: 15, pages: '2-5, 9-end',
  },
  { position: 'bottom', alignment: 'left', format: 'text', start: 0, prefix: '', suffix: '', font: 'Times New Roman', size: 8, marginX: 10, marginY: 100, pages: 'skip-first' },
]);
