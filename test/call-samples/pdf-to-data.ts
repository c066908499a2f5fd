import { pdfToDataCall } from '../../src/contract/pdf-to-data';
import { callSamples } from './call-samples';

// The data: URI travels for Base64 only, the pages for the other formats only.
export default callSamples(pdfToDataCall, [
  { format: 'base64', dataUri: true, pages: '' },
  { format: 'raw', dataUri: false, pages: '1-2' },
  { format: 'json', dataUri: false, pages: '3,5-end' },
  { format: 'xml', dataUri: false, pages: '' },
  { format: 'yaml', dataUri: false, pages: '1' },
]);
