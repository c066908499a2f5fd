import { ocrPdfCall } from '../../src/contract/ocr-pdf';
import { callSamples } from './call-samples';

export default callSamples(ocrPdfCall, [
  { languages: ['eng', 'deu', 'chi_sim'], pages: 'force', hocr: true, rotate: true, deskew: false },
  { languages: ['fra'], pages: 'skip-text', hocr: false, rotate: false, deskew: true },
]);
