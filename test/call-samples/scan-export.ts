import { scanExportCall } from '../../src/contract/scan-export';
import { callSamples } from './call-samples';

export default callSamples(scanExportCall, [
  { name: 'Receipts May', format: 'tiff', resolution: 150, quality: 60, colorMode: 'grayscale' },
  {
    name: 'Lecture notes', format: 'pdf', resolution: 600, quality: 85, colorMode: 'color',
    edits: [{ brightness: 10, contrast: -5, rotation: 90, crop: true }, { brightness: 0, contrast: 0, rotation: 0, crop: false }],
    words: [[{ text: 'Hello', confidence: 91, box: { x0: 1, y0: 2, x1: 30, y1: 12 } }], []],
  },
]);
