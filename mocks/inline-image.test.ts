// Inline images of an HTML page: whole ones pass, cut-off or mangled ones do not (real corpus images,
// and GIF and BMP written by ImageMagick).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../test/fixtures/corpus';
import { dataUrlBytes, isReadableInlineImage, isWholeImage } from './inline-image';

const magick = (format: string) => new Uint8Array(execFileSync('convert', ['-size', '9x7', 'gradient:red-blue', `${format}:-`]));
const images: Array<[string, Uint8Array]> = [
  ['JPEG', corpusFile('image-photo-mountain.jpg').bytes],
  ['PNG', corpusFile('image-greyscale-bird.png').bytes],
  ['WebP', corpusFile('image-text-simple.webp').bytes],
  ['GIF', magick('gif')],
  ['BMP', magick('bmp')],
];
const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('isWholeImage', () => {
  for (const [format, bytes] of images) {
    it(`takes a whole ${format} and refuses it cut off`, () => {
      expect(isWholeImage(bytes)).toBe(true);
      expect(isWholeImage(bytes.subarray(0, Math.floor(bytes.length * 0.8)))).toBe(false);
    });
  }

  it('refuses bytes of no image format', () => {
    expect(isWholeImage(new TextEncoder().encode('<html>not an image</html>'))).toBe(false);
  });
});

describe('isReadableInlineImage', () => {
  it('decodes base64 and percent-encoded data: URLs, and refuses what does not decode', () => {
    const [, jpeg] = images[0];
    expect(isReadableInlineImage(dataUrl(jpeg, 'image/jpeg'))).toBe(true);
    expect(isReadableInlineImage(`data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`)).toBe(true);
    expect(isReadableInlineImage('data:image/png;base64,***')).toBe(false);
    expect(isReadableInlineImage('data:image/png;base64,')).toBe(false);
    expect(isReadableInlineImage('data:,%E0%A4%A')).toBe(false);
    expect(dataUrlBytes(dataUrl(jpeg))).toEqual(jpeg);
  });
});
