// How a frame travels to the scanner's calls: its raw RGBA pixels as a file (no image codec between
// the screen's canvas and the engine), its size in the query. The handler checks the two agree.
import type { CallFiles } from './api-call';
import { CAMERA_IDEAL, checkFrameSize, MAX_SCAN_PIXELS, type RawImage } from './pdf-scanner';
import { SettingsError } from './setting-values';
import { MB } from './upload-rules';

export interface FrameSize {
  width: number;
  height: number;
}

/** A camera frame of the spec's ideal size: the calls' default, as they need one. */
export const defaultFrameSize: FrameSize = { width: CAMERA_IDEAL.width, height: CAMERA_IDEAL.height };

const FRAME_TYPE = 'application/octet-stream';

/** One frame a call, `frame.rgba`: at most the largest frame's pixels, four bytes each. */
export const FRAME_FILE: CallFiles = { field: 'file', count: 'one', accept: ['.rgba', FRAME_TYPE], maxSizeMb: Math.ceil((MAX_SCAN_PIXELS * 4) / MB) };

/** The frame as the screen sends it (a copy of its pixels). */
export function frameFile({ rgba }: Pick<RawImage, 'rgba'>): File {
  return new File([rgba as BlobPart], 'frame.rgba', { type: FRAME_TYPE });
}

export function frameSizeQuery({ width, height }: FrameSize): Record<string, string> {
  return { width: String(width), height: String(height) };
}

/** The frame size the query names; a frame too small or too large is refused before its pixels are read. */
export function readFrameSize(query: URLSearchParams): FrameSize {
  const width = Number(query.get('width'));
  const height = Number(query.get('height'));
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new SettingsError('The frame needs its width and height in pixels.');
  }
  checkFrameSize(width, height);
  return { width, height };
}
