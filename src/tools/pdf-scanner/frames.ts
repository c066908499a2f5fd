// Pixels for the scanner's calls: a video frame or an uploaded image drawn on a canvas and read back
// as RGBA, optionally scaled down (the live outline looks at a small copy).
import type { RawImage } from '../../contract/pdf-scanner';

function readCanvas(source: CanvasImageSource, width: number, height: number, maxSide: number): RawImage {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  return { width: canvas.width, height: canvas.height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

export function grabVideoFrame(video: HTMLVideoElement, maxSide = Infinity): RawImage | undefined {
  if (!video.videoWidth || !video.videoHeight) return undefined;
  return readCanvas(video, video.videoWidth, video.videoHeight, maxSide);
}

export async function readImageBlob(blob: Blob, maxSide = Infinity): Promise<RawImage> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    return readCanvas(bitmap, bitmap.width, bitmap.height, maxSide);
  } finally {
    bitmap.close();
  }
}

/** The frame as a JPEG at the quality setting (spec §9: the capture is JPEG), to keep with the page. */
export async function frameToJpeg(image: RawImage, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded.'))), 'image/jpeg', quality / 100));
}
