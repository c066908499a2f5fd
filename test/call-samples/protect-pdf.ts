import { protectPdfCall } from '../../src/contract/protect-pdf';
import { callSamples } from './call-samples';

export default callSamples(protectPdfCall, [
  { userPassword: 'open sesame', ownerPassword: 'owner, with a comma', permissions: { print: false, copy: true, edit: false } },
  { userPassword: '', ownerPassword: 'boss', permissions: { print: true, copy: false, edit: true } },
]);
