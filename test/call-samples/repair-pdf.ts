import { inspectPdfCall, repairPdfCall } from '../../src/contract/repair-pdf';
import { callSamples } from './call-samples';

// Neither call has settings: what must hold is that nothing is added on the way.
export default [callSamples(repairPdfCall, [{}]), callSamples(inspectPdfCall, [{}])];
