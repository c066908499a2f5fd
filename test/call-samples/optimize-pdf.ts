import { optimizePdfCall } from '../../src/contract/optimize-pdf';
import { callSamples } from './call-samples';

export default callSamples(optimizePdfCall, [
  { level: 'custom', custom: { quality: 40, images: false, fonts: true, metadata: false, annotations: true } },
  { level: 'print', custom: { quality: 75, images: true, fonts: true, metadata: true, annotations: false } },
]);
