// One capture made into a page: analyse, find the edges, flatten, clean, turn it upright (auto
// rotate, by the text's orientation), and JPEG at the quality setting. Corners the user dragged replace the found ones; crop off keeps the whole frame.
import { checkRawImage } from '../../../src/contract/pdf-scanner';
import { scanPageOperation, SCAN_STEPS } from '../../../src/contract/scan-page';
import { implement } from '../../runtime/operations';
import { encodeMozjpeg } from '../jpeg/mozjpeg';
import { enhancePage } from './enhance-page';
import { findPage, wholeFrame } from './find-page';
import { flattenPage, matFromRaw } from './flatten-page';
import { loadOpenCv } from './load-opencv';
import { textOrientation, turnPage } from './text-orientation';

export const scanPage = implement(scanPageOperation, async ({ image, settings, corners }, onProgress) => {
  const step = (index: number) => onProgress?.(index, SCAN_STEPS.length, SCAN_STEPS[Math.min(index, SCAN_STEPS.length - 1)]);
  step(0);
  checkRawImage(image);
  const cv = await loadOpenCv();
  step(1);
  const found = corners ?? (settings.autoCrop ? findPage(cv, image) : null);
  const quad = found ?? wholeFrame(image.width, image.height);
  step(2);
  const frame = matFromRaw(cv, image);
  const flat = flattenPage(cv, frame, quad);
  frame.delete();
  step(3);
  const enhanced = enhancePage(cv, flat, settings);
  flat.delete();
  // Only a page (found or placed) is judged: a whole frame's table, hands and edges mislead the text
  // orientation, and the whole frame is what the user asked to keep as it is.
  const rotation = settings.autoRotate && found !== null ? textOrientation(cv, enhanced) : 0;
  const clean = turnPage(cv, enhanced, rotation);
  if (clean !== enhanced) enhanced.delete();
  try {
    const rgba = new Uint8ClampedArray(clean.data);
    const jpeg = await encodeMozjpeg(rgba, clean.cols, clean.rows, settings.quality, settings.colorMode !== 'color');
    step(SCAN_STEPS.length);
    return { corners: quad, detected: found !== null, rotation, jpeg, width: clean.cols, height: clean.rows };
  } finally {
    clean.delete();
  }
});
