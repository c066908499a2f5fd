// POST /api/scan-outline?width=&height= — where the page is in one (small) camera frame: the live
// outline over the preview, asked a few times a second.
import { queryCall } from './api-call';
import { engineOperation } from './engine-operation';
import type { Quad, RawImage } from './pdf-scanner';
import { defaultFrameSize, FRAME_FILE, frameSizeQuery, readFrameSize, type FrameSize } from './scan-frame';

/** The answer: the page's corners in the frame's pixels, or null when no page is seen. */
export interface DetectPageResult {
  corners: Quad | null;
}

export const scanOutlineCall = queryCall<FrameSize, DetectPageResult>({
  path: '/api/scan-outline',
  files: FRAME_FILE,
  defaults: defaultFrameSize,
  toQuery: frameSizeQuery,
  fromQuery: readFrameSize,
});

export const detectPageOperation = engineOperation<RawImage, DetectPageResult>('scanner', 'detectPage');
