import { pdfToPdfaCall } from '../../src/contract/pdf-to-pdfa';
import { callSamples } from './call-samples';

export default callSamples(pdfToPdfaCall, [{ level: '1b' }, { level: '2b' }, { level: '3b' }]);
