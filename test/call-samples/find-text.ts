import { findTextCall } from '../../src/contract/find-text';
import { callSamples } from './call-samples';

export default callSamples(findTextCall, [
  { mode: 'words', text: 'Jane Doe & co. (2024)' },
  { mode: 'email', text: '' },
  { mode: 'number', text: '' },
]);
