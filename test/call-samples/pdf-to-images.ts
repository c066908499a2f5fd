import { pdfToImagesCall } from '../../src/contract/pdf-to-images';
import { callSamples } from './call-samples';

// Quality travels for JPG only and the TIFF layout for TIFF only: the others keep their defaults.
export default callSamples(pdfToImagesCall, [
  { format: 'jpg', dpi: '300', quality: 60, colour: 'grey', tiff: 'pages', pages: '1-3,5' },
  { format: 'png', dpi: '72', quality: 85, colour: 'mono', tiff: 'pages', pages: '' },
  { format: 'tiff', dpi: '150', quality: 85, colour: 'colour', tiff: 'single', pages: '2-end' },
  { format: 'psd', dpi: '150', quality: 85, colour: 'colour', tiff: 'pages', pages: 'all' },
]);
