import { comparePdfCall } from '../../src/contract/compare-pdf';
import { callSamples } from './call-samples';

export default callSamples(comparePdfCall, [{}]);
