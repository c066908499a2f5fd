import { unlockPdfCall } from '../../src/contract/unlock-pdf';
import { callSamples } from './call-samples';

// No settings: the file's password travels as `password-0`, beside the file.
export default callSamples(unlockPdfCall, [{}]);
