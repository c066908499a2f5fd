import { fileAnnotationsCall } from '../../src/contract/file-annotations';
import { callSamples } from './call-samples';

export default callSamples(fileAnnotationsCall, [{}]);
