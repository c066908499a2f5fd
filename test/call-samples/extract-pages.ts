import { extractPagesCall } from '../../src/contract/extract-pages';
import { callSamples } from './call-samples';

export default callSamples(extractPagesCall, [{ pages: '2', individual: true }, { pages: '1-3', individual: false }]);
