import { addWatermarkCall, defaultWatermarkSettings } from '../../src/contract/add-watermark';
import { corpusFile } from '../corpus';
import { callSamples } from './call-samples';

const bird = corpusFile('image-greyscale-bird.png');
// The screen hands over the user's own File; the handler reads the form's File back.
const picture = new File([bird.bytes as BlobPart], bird.name, { type: 'image/png' });

export default callSamples(addWatermarkCall, [
  {
    ...defaultWatermarkSettings, text: 'Entwurf – été', font: 'Helvetica', color: '#1d4ed8', size: 72, position: 'tiled',
    opacity: 25, rotation: -45, layer: 'below', pages: '1, 3-end',
  },
  {
    ...defaultWatermarkSettings, type: 'image', scale: 150, position: 'bottom-right', opacity: 100, rotation: 180, pages: 'skip-first',
    image: { name: bird.name, type: 'image/png', data: picture },
  },
]);
