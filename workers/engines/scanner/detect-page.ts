// The live outline: where the page is in one (small) camera frame, or null.
import { checkRawImage } from '../../../src/contract/pdf-scanner';
import { detectPageOperation } from '../../../src/contract/scan-outline';
import { implement } from '../../runtime/operations';
import { findPage } from './find-page';
import { loadOpenCv } from './load-opencv';

export const detectPage = implement(detectPageOperation, async (image) => {
  const cv = await loadOpenCv();
  return { corners: findPage(cv, checkRawImage(image)) };
});
