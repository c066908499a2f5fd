import { pdfToExcelCall } from '../../src/contract/pdf-to-office';
import { callSamples } from './call-samples';

export default callSamples(pdfToExcelCall, [{ pages: '1-3, 5' }, { pages: '2-end' }]);
