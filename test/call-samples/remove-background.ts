import { removeBackgroundCall } from '../../src/contract/remove-background';
import { callSamples } from './call-samples';

export default callSamples(removeBackgroundCall, [{ quality: 'fast' }, { quality: 'best' }]);
