// A camera frame sent as raw RGBA pixels (the request body), its size in the query: the scanner's
// calls take pixels, so the screen's canvas and the engine agree without an image codec between them.
import { EngineError } from '../src/contract/errors';
import { checkRawImage, readFrameSize, type RawImage } from '../src/contract/pdf-scanner';
import { withSettingsChecked } from '../src/contract/setting-values';

export async function readFrame(request: Request): Promise<RawImage> {
  const { width, height } = withSettingsChecked(() => readFrameSize(new URL(request.url).searchParams));
  const rgba = new Uint8Array(await request.arrayBuffer());
  if (rgba.length === 0) throw new EngineError('corrupt', 'The frame is empty.');
  return withSettingsChecked(() => checkRawImage({ width, height, rgba }));
}
