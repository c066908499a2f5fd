// Image in → words with boxes and text out: the scanner reuses this (image bytes, no PDF).
import { EngineError } from '../../../src/contract/errors';
import { recognizeImageOperation } from '../../../src/contract/ocr-pdf';
import { implement } from '../../runtime/operations';
import { ocrWorkers } from './ocr-workers';
import { recognizeWithWorker } from './recognize-with-worker';

export const recognizeImage = implement(recognizeImageOperation, async ({ image, languages }, onProgress) => {
  if (image.length === 0) throw new EngineError('corrupt', 'The image is empty.');
  const [worker] = await ocrWorkers(languages, 1, onProgress);
  try {
    const { text, words, confidence } = await recognizeWithWorker(worker, image);
    return { text, words, confidence };
  } catch (error) {
    throw new EngineError('corrupt', `The image could not be read: ${String(error)}`);
  }
});
