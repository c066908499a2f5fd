import { organizePdfCall } from '../../src/contract/organize-pdf';
import { callSamples } from './call-samples';

export default callSamples(organizePdfCall, [{ order: '3,1,2', rotate: '1:90,3:-90' }]);
