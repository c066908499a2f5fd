import { mergePdfCall } from '../../src/contract/merge-pdf';
import { callSamples } from './call-samples';

export default callSamples(mergePdfCall, [{}]);
