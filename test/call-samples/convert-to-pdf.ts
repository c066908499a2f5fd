import { convertToPdfCall } from '../../src/contract/convert-to-pdf';
import { callSamples } from './call-samples';

export default callSamples(convertToPdfCall, [
  { type: 'image', pageSize: 'a4', orientation: 'landscape', margin: 'large', combine: false },
  { type: 'image', pageSize: 'letter', orientation: 'portrait', margin: 'small', combine: true },
  { type: 'word', combine: false },
  { type: 'excel', combine: true },
  { type: 'html', combine: false },
]);
