import { compressPdfCall } from '../../src/contract/compress-pdf';
import { callSamples } from './call-samples';

export default callSamples(compressPdfCall, [
  { level: 'extreme', grayscale: true },
  { level: 'low', grayscale: false },
]);
