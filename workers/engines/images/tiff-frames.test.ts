// TIFF frames of every grey kind, made by ImageMagick and read back by it as the reference: 8- and 16-bit
// grey, with and without alpha, little- and big-endian, uncompressed and Deflate with a predictor.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tiffFrames } from './tiff-frames';

const folder = mkdtempSync(join(tmpdir(), 'folio-tiff-'));
const WIDTH = 61;
const HEIGHT = 23;

/** A grey ramp across and down (and a falling alpha ramp when asked), written as a TIFF with these options. */
function greyTiff(name: string, depth: 8 | 16, alpha: boolean, options: string[]): string {
  const path = join(folder, name);
  const ramp = ['-size', `${WIDTH}x${HEIGHT}`, 'xc:', '-fx', `(i*3+j*5)/${WIDTH * 3 + HEIGHT * 5}`, '-colorspace', 'Gray'];
  const withAlpha = alpha ? ['(', '-size', `${WIDTH}x${HEIGHT}`, 'xc:', '-fx', `1-i/${WIDTH}`, ')', '-alpha', 'off', '-compose', 'CopyOpacity', '-composite'] : [];
  execFileSync('convert', [...ramp, ...withAlpha, '-depth', String(depth), '-type', alpha ? 'GrayscaleAlpha' : 'Grayscale', ...options, path]);
  return path;
}

/** ImageMagick's own reading of the file, as 8-bit RGBA. */
function referenceRgba(path: string): Uint8Array {
  return new Uint8Array(execFileSync('convert', [path, '-depth', '8', 'rgba:-'], { maxBuffer: 1 << 24 }));
}

const kinds = [
  { name: 'grey8.tif', depth: 8, alpha: false, options: [] },
  { name: 'grey8-alpha.tif', depth: 8, alpha: true, options: [] },
  { name: 'grey16.tif', depth: 16, alpha: false, options: [] },
  { name: 'grey16-alpha.tif', depth: 16, alpha: true, options: [] },
  { name: 'grey16-alpha-msb.tif', depth: 16, alpha: true, options: ['-define', 'tiff:endian=msb'] },
  { name: 'grey16-alpha-deflate.tif', depth: 16, alpha: true, options: ['-compress', 'zip', '-define', 'tiff:predictor=2'] },
] as const;

describe('tiffFrames', () => {
  for (const kind of kinds) {
    it(`reads ${kind.name} at its size, pixel for pixel as ImageMagick does`, () => {
      const path = greyTiff(kind.name, kind.depth, kind.alpha, [...kind.options]);
      const [frame] = tiffFrames(new Uint8Array(readFileSync(path)));
      expect([frame.width, frame.height]).toEqual([WIDTH, HEIGHT]);
      const reference = referenceRgba(path);
      expect(frame.rgba.length).toBe(reference.length);
      let worst = 0;
      for (let index = 0; index < reference.length; index += 1) worst = Math.max(worst, Math.abs(frame.rgba[index] - reference[index]));
      // 16 → 8 bits: ImageMagick rounds, the high byte truncates.
      expect(worst).toBeLessThanOrEqual(1);
    });
  }
});
