import { defaultPageSettings } from '../../src/contract/pdf-scanner';
import { scanPageCall } from '../../src/contract/scan-page';
import { callSamples } from './call-samples';

export default callSamples(scanPageCall, [
  { width: 1280, height: 720, page: { ...defaultPageSettings, colorMode: 'blackWhite', documentType: 'receipt', quality: 40, autoCrop: false, backgroundRemoval: true } },
  {
    width: 3000, height: 4000, page: { ...defaultPageSettings, autoEnhance: false, autoRotate: false, noiseReduction: false, edgeEnhancement: false },
    corners: [{ x: 10, y: 12 }, { x: 2900, y: 30 }, { x: 2950, y: 3980 }, { x: 0, y: 3999 }],
    ocrLanguages: ['eng', 'deu'],
  },
]);
