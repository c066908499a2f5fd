import { splitPdfCall } from '../../src/contract/split-pdf';
import { callSamples } from './call-samples';

export default callSamples(splitPdfCall, [
  { mode: 'range', range: '1-3,5,7-end', every: 1 },
  { mode: 'every', range: '', every: 4 },
]);
