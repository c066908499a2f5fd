import { removePagesCall } from '../../src/contract/remove-pages';
import { callSamples } from './call-samples';

export default callSamples(removePagesCall, [{ pages: '2,4-5' }]);
