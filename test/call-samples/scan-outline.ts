import { scanOutlineCall } from '../../src/contract/scan-outline';
import { callSamples } from './call-samples';

export default callSamples(scanOutlineCall, [{ width: 480, height: 270 }, { width: 16, height: 4000 }]);
