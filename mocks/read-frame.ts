// A camera frame as the scanner's calls send it: raw RGBA pixels in a file, its size in the query
// (src/contract/scan-frame.ts). The two must agree before the engine sees the pixels.
import { fileBytes, type NamedFile } from '../src/contract/named-file';
import { checkRawImage, type RawImage } from '../src/contract/pdf-scanner';
import type { FrameSize } from '../src/contract/scan-frame';
import { withSettingsChecked } from '../src/contract/setting-values';

export async function readFrame(file: NamedFile, { width, height }: FrameSize): Promise<RawImage> {
  const rgba = await fileBytes(file);
  return withSettingsChecked(() => checkRawImage({ width, height, rgba }));
}
