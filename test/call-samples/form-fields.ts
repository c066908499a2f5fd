import { formFieldsCall } from '../../src/contract/form-fields';
import { callSamples } from './call-samples';

export default callSamples(formFieldsCall, [{}]);
